// @ts-check
/**
 * Well-known local ports. PORT_BASE moves the whole set (8080 -> 9080...), so two copies of the site
 * (a developer's and a test run's) can run side by side.
 */
const base = Number(process.env.PORT_BASE || 8080);
if (!Number.isInteger(base) || base < 1024 || base > 65000) {
  throw new Error(`PORT_BASE must be a whole number from 1024 to 65000, got ${process.env.PORT_BASE}`);
}

const PORTS = Object.freeze({
  shell: base,
  mf_content: base + 1,
  mf_chat: base + 2,
  mf_maze: base + 3,
  mf_contact: base + 4,
  gateway: base + 5,
  /** The contact server (mf-contact/server): stores the visitor forms the shell forwards. */
  contact: base + 6,
});

module.exports = { PORTS };
