import { Button } from 'shared/ui';
import { componentWords, useWords } from '../i18n';
import { SHARE_NETWORKS as NETWORKS } from '../lib/share-networks';

/** Share buttons; the spec gives them no action, so they are plain buttons that do nothing. */
export function ShareButtons({ title }: { readonly title: string }) {
  const { i18n } = useWords(componentWords);
  return (
    <div
      role="group"
      aria-label={i18n._('share.label', { title })}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' })}
    >
      <span css={{ fontWeight: 600, marginRight: 4 }}>{i18n._('share.heading')}</span>
      {NETWORKS.map((network) => (
        <Button key={network} type="button" variant="secondary" css={{ minHeight: 44, padding: '0 14px' }}>
          {network}
        </Button>
      ))}
    </div>
  );
}
