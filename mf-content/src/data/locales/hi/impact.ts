import * as english from '../../impact';
import { translate } from './translate';

export { FOUNDED_YEAR, type ImpactFigure } from '../../impact';

/** The impact claims of spec section 9 in Hindi; the figures are the English module's. */
export const impactFigures: typeof english.impactFigures = translate(english.impactFigures, (figure) => figure.label, {
  'students taught': { label: 'विद्यार्थियों को सिखाया' },
  'schools reached': { label: 'स्कूलों तक पहुँचे' },
  'community programs': { label: 'सामुदायिक कार्यक्रम' },
  satisfaction: { label: 'संतुष्टि' },
  'low-income students supported': { label: 'कम आय वाले परिवारों के विद्यार्थियों को सहायता' },
  founded: { label: 'स्थापना वर्ष' },
});
