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

module.exports = { portAnswers };
