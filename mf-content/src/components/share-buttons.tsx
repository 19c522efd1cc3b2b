import { Button } from 'shared/ui';

const NETWORKS = ['Facebook', 'X', 'LinkedIn', 'WhatsApp'] as const;

/** Share buttons; the spec gives them no action, so they are plain buttons that do nothing. */
export function ShareButtons({ title }: { readonly title: string }) {
  return (
    <div
      role="group"
      aria-label={`Share “${title}”`}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' })}
    >
      <span css={{ fontWeight: 600, marginRight: 4 }}>Share:</span>
      {NETWORKS.map((network) => (
        <Button key={network} type="button" variant="secondary" css={{ minHeight: 44, padding: '0 14px' }}>
          {network}
        </Button>
      ))}
    </div>
  );
}
