import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * One quiet retry of a remote's manifest and entry script before giving up: covers a deploy swapping
 * files or a dropped packet, while a dead remote still fails well within the boundary's time limit.
 */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 500 },
    script: { retryTimes: 1, retryDelay: 500 },
  });
}
