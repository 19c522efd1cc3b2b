// @ts-check
const net = require('node:net');

/**
 * Whether something accepts a connection on a local port now (the site's servers, the bench's own).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until every port answers, in turn, or throws once `timeoutMs` has passed.
 * @param {number[]} ports
 * @param {number} [timeoutMs]
 */
async function waitForPorts(ports, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await portAnswers(port))) {
      if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

module.exports = { portAnswers, waitForPorts };
