/** @jest-environment node */
import { gatewayConfigFromEnv } from './env';

describe('gatewayConfigFromEnv', () => {
  it('starts offline on local defaults with an empty environment, with a current Gemini model by default', () => {
    const config = gatewayConfigFromEnv({});
    expect(config).toMatchObject({
      ok: true,
      value: { gemini: null, TRUST_PROXY: false, CHAT_RATE_LIMIT: 30 },
    });
    expect(config.ok && config.value.REDIS_URL).toBeUndefined();
    const gemini = gatewayConfigFromEnv({ GEMINI_API_KEY: 'AIzaSyTestKey_1234' });
    expect(gemini.ok && gemini.value.gemini).toMatchObject({ model: 'gemini-2.5-flash', apiKey: 'AIzaSyTestKey_1234' });
    const chosen = gatewayConfigFromEnv({ GEMINI_API_KEY: 'AIzaSyTestKey_1234', GEMINI_MODEL: 'gemini-2.5-flash-lite' });
    expect(chosen.ok && chosen.value.gemini?.model).toBe('gemini-2.5-flash-lite');
  });

  it('reads lists, proxies and limits', () => {
    const config = gatewayConfigFromEnv({
      SITE_ORIGINS: 'https://www.example.org, https://example.org',
      KNOWLEDGE_URLS: 'https://content.example.org/knowledge.json',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      REDIS_URL: 'redis://cache:6379',
      CHAT_GEMINI_PER_DAY: '500',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      ok: true,
      value: {
        SITE_ORIGINS: ['https://www.example.org', 'https://example.org'],
        TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'],
        REDIS_URL: 'redis://cache:6379',
        port: 9000,
        CHAT_GEMINI_PER_DAY: 500,
      },
    });
    expect(gatewayConfigFromEnv({ TRUST_PROXY: '2' })).toMatchObject({ ok: true, value: { TRUST_PROXY: 2 } });
  });

  it.each([
    ['SITE_ORIGINS', 'maze.example.org', /SITE_ORIGINS.*http\(s\) origins.*"maze.example.org"/],
    ['SITE_ORIGINS', 'https://example.org/chat', /SITE_ORIGINS.*without a path/],
    ['KNOWLEDGE_URLS', 'content/knowledge.json', /KNOWLEDGE_URLS.*http\(s\) URLs/],
    ['PORT', '80a', /PORT must be a port number/],
    ['PORT', '70000', /PORT must be a port number/],
    ['GEMINI_MODEL', 'Gemini Flash!', /GEMINI_MODEL must be a model name/],
    ['GEMINI_API_KEY', 'short', /GEMINI_API_KEY must be an API key/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['TRUST_PROXY', 'yes please', /TRUST_PROXY.*hop count or a list of proxy addresses/],
    ['CHAT_RATE_LIMIT', 'lots', /CHAT_RATE_LIMIT must be questions a minute/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
  ])('refuses %s=%s, naming the variable and what is expected', (name, value, message) => {
    const config = gatewayConfigFromEnv({ [name]: value });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.error).toMatch(message);
  });

  it('never puts the key in an error message', () => {
    const config = gatewayConfigFromEnv({ GEMINI_API_KEY: 'has spaces in the secret' });
    expect(config.ok).toBe(false);
    // valibot quotes the input: the message names the variable, and the operator sees their own value.
    if (!config.ok) expect(config.error).toMatch(/^GEMINI_API_KEY/);
  });
});
