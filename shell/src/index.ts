// No async boundary here, unlike in the remotes: the shell bundles every shared module eagerly (it is
// their provider; see shared/webpack), so React is ready without waiting for another request.
import './bootstrap';
