export type GateDecision = 'open' | 'maintenance' | 'geo-block';

export interface GateInput {
  maintenanceMode: boolean;
  isAdmin: boolean;
  countryBlocked: boolean;
  /** The sign-in page stays reachable during maintenance so an administrator can sign in. */
  allowDuringMaintenance?: boolean;
}

/**
 * Which layout a request gets (spec section 2): maintenance replaces every layout while the
 * setting is on, except for administrators; geo-block replaces it when the visitor's country is
 * blocked. Maintenance wins when both apply.
 */
export function decideGate(input: GateInput): GateDecision {
  if (input.maintenanceMode && !input.isAdmin && !input.allowDuringMaintenance) return 'maintenance';
  if (input.countryBlocked) return 'geo-block';
  return 'open';
}
