/** Every package's unit and component tests, each with its own config. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-content',
    '<rootDir>/mf-chat',
    '<rootDir>/mf-maze',
    '<rootDir>/mf-contact',
  ],
};
