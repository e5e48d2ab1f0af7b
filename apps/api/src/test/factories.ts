import { purchases, type Role } from '../db/schema/index.js';
import type { Services } from '../services.js';

export function createFactories(services: Services) {
  let n = 0;
  return {
    async createUser(options: { role?: Role; username?: string; status?: 'active' | 'inactive' } = {}) {
      n += 1;
      const username = options.username ?? `${options.role ?? 'user'}${Date.now().toString(36)}${n}`;
      return services.users.insert(
        {
          role: options.role ?? 'user',
          username,
          email: `${username}@example.test`,
          name: `Test ${username}`,
          status: options.status ?? 'active',
          verifiedEmail: true,
        },
        options.role === 'performer' ? { verifiedDocument: true } : undefined,
      );
    },
    async createUserWithSession(options: { role?: Role; username?: string; remember?: boolean } = {}) {
      const user = await this.createUser(options);
      const { token } = await services.sessions.create(user.id, { remember: options.remember });
      return { user, token };
    },
    /** An active subscription, as the money issue's checkout will create it. */
    subscribe: (userId: string, performerId: string, days = 30) =>
      services.access.grantSubscription(userId, performerId, days),
    /** A purchase entitlement, as a wallet charge will record it. */
    async purchase(userId: string, target: string, targetId: string) {
      await services.database.db.insert(purchases).values({ userId, target, targetId }).onConflictDoNothing();
    },
  };
}
export type Factories = ReturnType<typeof createFactories>;
