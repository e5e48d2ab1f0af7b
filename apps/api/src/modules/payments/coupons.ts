/** Coupons on a top-up: whether a code is valid for this fan, and what it takes off the price. */
import { MONEY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { activeCoupon, couponUsedBy } from '../catalog/catalog.top-up.repository.js';

export interface CouponsDeps {
  db: Db;
}

export function createCoupons({ db }: CouponsDeps) {
  /** Validates a coupon for this fan; the price paid drops by its value, the tokens stay. */
  async function checkCoupon(code: string, userId: string) {
    const coupon = await activeCoupon(db, code.trim());
    if (!coupon) throw notFound(MONEY_MESSAGES.invalidCoupon);
    const notAcceptable = (message: string) => new AppError('NOT_ACCEPTABLE', message);
    if (coupon.expiredAt && coupon.expiredAt.getTime() < Date.now()) throw notAcceptable(MONEY_MESSAGES.couponExpired);
    if (coupon.maxUses !== null && coupon.numberOfUses >= coupon.maxUses)
      throw notAcceptable(MONEY_MESSAGES.couponLimit);
    if (await couponUsedBy(db, coupon.id, userId)) throw notAcceptable(MONEY_MESSAGES.couponUsed);
    return { _id: coupon.id, code: coupon.code, value: Number(coupon.value) };
  }

  return { checkCoupon };
}
export type Coupons = ReturnType<typeof createCoupons>;
