// The data modules import their images (webpack turns them into URLs). Under Node, for the knowledge
// script, an image import becomes its file name, which is all the knowledge builder could ever see.
const path = require('node:path');

for (const ext of ['.svg', '.webp', '.png', '.jpg', '.mp4', '.webm']) {
  require.extensions[ext] = (module, filename) => {
    module.exports = { __esModule: true, default: `assets/${path.basename(filename)}` };
  };
}
