import * as english from '../../impact';
import { textFor } from './text-for';

export type { ImpactFigure } from '../../impact';
export { FOUNDED_YEAR } from '../../impact';

/** By the English label; the figures themselves come from the English module, so both languages agree. */
const label: Readonly<Record<string, string>> = {
  'students taught': 'વિદ્યાર્થીઓને શિક્ષણ',
  'schools reached': 'શાળાઓ સુધી પહોંચ',
  'community programs': 'સામુદાયિક કાર્યક્રમો',
  satisfaction: 'સંતોષ',
  'low-income students supported': 'ઓછી આવકવાળા પરિવારોના વિદ્યાર્થીઓને સહાય',
  founded: 'સ્થાપના',
};

export const impactFigures: readonly english.ImpactFigure[] = english.impactFigures.map((figure) => ({
  ...figure,
  label: textFor(label, figure.label),
}));
