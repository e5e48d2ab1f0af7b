/** Earning sums (minor units, as the database adds them) as the stats answer shows them: tokens. */
import { fromMinor } from '@fanlane/shared';

/** Minor units (a number or the text of a bigint sum) as tokens. */
export const units = (v: string | number) => fromMinor(Number(v));

/** A row of sums as tokens. */
export const presentSums = (r: { gross: string | number; net: string | number; commission: string | number }) => ({
  gross: units(r.gross),
  net: units(r.net),
  commission: units(r.commission),
});
