/**
 * The site's one routing surface. Every package imports routing from `shared/router`, never from
 * react-router-dom itself.
 *
 * Why: federation shares a module whole (it cannot know which exports another remote will use), and
 * react-router-dom 7 shared whole is about 61 KiB gzip on every first load. Sharing this module
 * instead lets webpack tree-shake the router down to the pieces below (about 14 KiB), and because it
 * is a singleton in the share table, every remote still meets the shell's one router context.
 * Adding an export here is a contract change: the shell must deploy it before a remote relies on it.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom';
