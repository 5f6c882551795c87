import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import { auditRoutes } from './audit/auditRoutes';
import { authRoutes } from './auth/authRoutes';
import { bankChangeRoutes } from './bankChanges/bankChangeRoutes';
import { chatRoomRoutes } from './chat/chatRoomRoutes';
import { dashboardRoutes } from './dashboard/dashboardRoutes';
import { financeRoutes } from './finance/financeRoutes';
import { liveRoutes } from './live/liveRoutes';
import { streamRoutes } from './streams/streamRoutes';
import { deploymentRoutes } from './deployments/deploymentRoutes';
import { mediaRoutes } from './media/mediaRoutes';
import { memberRoutes } from './members/memberRoutes';
import { messagingForwardedCalls } from './messaging/messagingForwardedCalls';
import { messagingRoutes } from './messaging/messagingRoutes';
import { promotionRoutes } from './promotions/promotionRoutes';
import { postbackRoutes } from './postbacks/postbackRoutes';
import { lazyRedis } from './redis/lazyRedis';
import { redisRoutes } from './redis/redisRoutes';
import { datastoreRoutes } from './datastores/datastoreRoutes';
import { cacheRoutes } from './cache/cacheRoutes';
import { cdnRoutes } from './cdn/cdnRoutes';
import { logRoutes } from './logs/logRoutes';
import { logLevelRoutes } from './logs/logLevelRoutes';
import { unlistedCodeRoutes } from './partners/unlistedCodeRoutes';
import { searchRoutes } from './search/searchRoutes';
import { healthRoutes } from './health/healthRoutes';
import { jobRoutes } from './jobs/jobRoutes';
import { queueRoutes } from './jobs/queueRoutes';
import { settingsRoutes } from './settings/settingsRoutes';
import { whitelabelBuilderRoutes } from './whitelabelBuilder/whitelabelBuilderRoutes';
import { serveResources } from '../resources/serveResources';
import type { ServedResource } from '../resources/ServedResource';

/** Every API area, mounted under /api by `buildApp`: the declared resources, and the routes that are not CRUD. */
export async function apiRoutes(
  app: FastifyInstance,
  { resources }: { resources: readonly ServedResource[] },
): Promise<void> {
  await app.register(healthRoutes);
  await app.register(serveResources, { resources, forwarded: messagingForwardedCalls });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(searchRoutes);
  await app.register(chatRoomRoutes);
  await app.register(financeRoutes);
  await app.register(analyticsRoutes);
  await app.register(bankChangeRoutes, { resources });
  await app.register(liveRoutes);
  await app.register(streamRoutes);
  await app.register(deploymentRoutes);
  await app.register(mediaRoutes);
  await app.register(jobRoutes);
  await app.register(queueRoutes);
  await app.register(settingsRoutes);
  await app.register(promotionRoutes);
  await app.register(unlistedCodeRoutes);
  await app.register(messagingRoutes);
  await app.register(postbackRoutes);
  await app.register(logRoutes);
  await app.register(logLevelRoutes);
  await app.register(whitelabelBuilderRoutes);
  await app.register(dashboardRoutes);
  // One connection of their own, opened on first use, serves both Redis pages.
  const techRedis = lazyRedis(app);
  await app.register(redisRoutes, { redis: techRedis });
  await app.register(datastoreRoutes, { redis: techRedis });
  await app.register(cacheRoutes);
  await app.register(cdnRoutes);
}
