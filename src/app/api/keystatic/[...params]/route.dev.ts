import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '../../../../../keystatic.config';

/**
 * Keystatic's API: in local mode it reads and writes files in the working tree
 * without any sign-in, so it exists in development only (next.config.ts builds
 * *.dev.ts routes under `next dev` alone).
 */
export const { GET, POST } = makeRouteHandler({ config });
