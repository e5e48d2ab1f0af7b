import { describe, expect, it } from 'vitest';
import { decideGate } from './site-gate';

const open = { maintenanceMode: false, isAdmin: false, countryBlocked: false };

describe('decideGate', () => {
  it('is open normally', () => {
    expect(decideGate(open)).toBe('open');
  });

  it('shows maintenance while the setting is on, except to admins', () => {
    expect(decideGate({ ...open, maintenanceMode: true })).toBe('maintenance');
    expect(decideGate({ ...open, maintenanceMode: true, isAdmin: true })).toBe('open');
  });

  it('keeps the sign-in page reachable during maintenance', () => {
    expect(decideGate({ ...open, maintenanceMode: true, allowDuringMaintenance: true })).toBe('open');
  });

  it('shows geo-block when the country is blocked, and maintenance first when both apply', () => {
    expect(decideGate({ ...open, countryBlocked: true })).toBe('geo-block');
    expect(decideGate({ ...open, countryBlocked: true, isAdmin: true })).toBe('geo-block');
    expect(decideGate({ ...open, countryBlocked: true, maintenanceMode: true })).toBe('maintenance');
    expect(decideGate({ ...open, countryBlocked: true, maintenanceMode: true, allowDuringMaintenance: true })).toBe(
      'geo-block',
    );
  });
});
