import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { words } from '../../i18n';
import { askAssistant, type BotReply } from '../../lib/chat-client';
import { ChatAssistant } from './chat-assistant';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));
beforeEach(() => window.sessionStorage.clear());

const answered = (text: string): BotReply => ({ text, mode: 'offline', sources: [{ title: 'संपर्क', path: '/contact' }], failed: false });

describe('ChatAssistant in Hindi', () => {
  it('shows its launcher, panel, form and suggested questions in Hindi, and sends the page’s language', async () => {
    const user = userEvent.setup();
    const ask = jest.fn(async () => answered('सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे तक।'));
    renderWithSite(<ChatAssistant ask={ask} locale="hi" />);
    await user.click(screen.getByRole('button', { name: 'चैट सहायक' }));
    const panel = screen.getByRole('dialog', { name: 'RoboMinds सहायक' });
    expect(within(panel).getByText('कोर्स, लैब, समय और नीतियाँ')).toBeInTheDocument();
    expect(within(panel).getByRole('log', { name: 'बातचीत' })).toBeInTheDocument();
    expect(within(panel).getByText('नमस्ते! RoboMinds के बारे में कुछ भी पूछें, या कोई प्रश्न चुनें:')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'आपका प्रश्न' })).toHaveAttribute('placeholder', 'अपना प्रश्न लिखें…');
    expect(within(panel).getByRole('button', { name: 'बातचीत साफ़ करें' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'चैट बंद करें' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'आपका कार्यालय समय क्या है?' }));
    expect(ask).toHaveBeenCalledWith('आपका कार्यालय समय क्या है?', 'hi');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('सहायक: सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे तक। और जानकारी: संपर्क।'),
    );
    expect(within(panel).getByRole('list', { name: 'और जानकारी' })).toBeInTheDocument();
    expect(within(panel).queryByText(/Assistant|Send|More on/)).not.toBeInTheDocument();
  });
});

describe('ChatAssistant in Gujarati', () => {
  it('sends with the Gujarati button, and shows the connection failure in Gujarati', async () => {
    const user = userEvent.setup();
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const ask = (question: string, locale?: 'en' | 'hi' | 'gu') =>
      askAssistant('http://gateway.test/main/gemini', question, { fetchImpl: fetchImpl as unknown as typeof fetch, locale });
    renderWithSite(<ChatAssistant ask={ask} locale="gu" />);
    await user.click(screen.getByRole('button', { name: 'ચેટ સહાયક' }));
    await user.type(screen.getByRole('textbox', { name: 'તમારો પ્રશ્ન' }), 'IoT કોર્સની ફી કેટલી છે?');
    await user.click(screen.getByRole('button', { name: 'મોકલો' }));
    await waitFor(() => expect(screen.getByRole('log', { name: 'વાતચીત' })).toHaveTextContent('માફ કરશો, AI સાથે જોડાવામાં ભૂલ થઈ.'));
    const body = JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as {
      locale?: string;
      userMessage: string;
    };
    expect(body.locale).toBe('gu');
    expect(body.userMessage.endsWith('IoT કોર્સની ફી કેટલી છે?')).toBe(true);
  });

  it('leaves an English widget in English, sending no language when the host names none', async () => {
    const user = userEvent.setup();
    const ask = jest.fn(async () => answered('Hello'));
    renderWithSite(<ChatAssistant ask={ask} />);
    await user.click(screen.getByRole('button', { name: 'Chat assistant' }));
    await user.click(screen.getByRole('button', { name: 'What are your opening hours?' }));
    expect(ask).toHaveBeenCalledWith('What are your opening hours?');
  });
});
