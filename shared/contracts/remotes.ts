import type { PageDescription } from './pages';

/**
 * The federation contract: which remotes exist, what each exposes and with which props. The shell
 * loads modules by these ids only; a remote that renames an exposed module breaks the type check here
 * first, not the site in production.
 */
export const REMOTE_NAMES = ['mf_content', 'mf_chat', 'mf_maze', 'mf_contact'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const EXPOSED_MODULES = {
  mf_content: [
    'HomePage',
    'ServicesPage',
    'CoursesPage',
    'CourseDetailPage',
    'NewsPage',
    'NewsDetailPage',
    'BlogPage',
    'BlogDetailPage',
    'AboutPage',
    'SmartAnganwadiPage',
    'LabsPage',
    'WaitlistPage',
    'PrivacyPolicyPage',
    'TermsOfServicePage',
    'SitemapPage',
  ],
  mf_chat: ['ChatWidget'],
  mf_maze: ['RobotMazePage'],
  mf_contact: ['ContactPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedModuleName<R extends RemoteName = RemoteName> = R extends RemoteName
  ? (typeof EXPOSED_MODULES)[R][number]
  : never;

/** `remote/Module`, the id that `loadRemote` takes. */
export type ExposedModuleId = {
  [R in RemoteName]: `${R}/${(typeof EXPOSED_MODULES)[R][number]}`;
}[RemoteName];

export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** What each remote's area is called in messages a visitor reads ("The robot maze could not be loaded"). */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  mf_content: 'This page',
  mf_chat: 'The chat assistant',
  mf_maze: 'The robot maze',
  mf_contact: 'The contact page',
};

/** A page of the composed site: a remote's published page and the remote that serves it. */
export interface SitePage extends PageDescription {
  readonly remote: RemoteName;
}

/** Props every page module receives from the shell. */
export interface PageProps {
  /** Every page of the composed site as the remotes published them, for a page that lists them (the sitemap). */
  readonly sitePages: readonly SitePage[];
  /**
   * Detail pages call this with their item's title once they know it (null while unknown or not
   * found). Only the shell writes `document.title`; remotes report, the shell decides.
   */
  readonly reportTitle: (itemTitle: string | null) => void;
}

/** Props of the chat widget that the shell's layout mounts on every route. */
export type ChatWidgetProps = Record<string, never>;

/** The shape of every exposed page module. */
export interface PageModule {
  readonly default: (props: PageProps) => unknown;
}

/**
 * Custom DOM events that cross a remote boundary, named after their owner. Dispatched on `window`.
 * `chat:open` asks the chat widget to open (optionally with a question to ask).
 */
export const CHAT_OPEN_EVENT = 'chat:open';
export interface ChatOpenDetail {
  readonly question?: string;
}
