/** The impact claims of spec section 9, in one place so home, about and the chat knowledge agree. */
export interface ImpactFigure {
  readonly value: string;
  readonly label: string;
}

export const FOUNDED_YEAR = 2020;

export const impactFigures: readonly ImpactFigure[] = [
  { value: '10,000+', label: 'students taught' },
  { value: '500+', label: 'schools reached' },
  { value: '25+', label: 'community programs' },
  { value: '95%', label: 'satisfaction' },
  { value: '2,500', label: 'low-income students supported' },
  { value: String(FOUNDED_YEAR), label: 'founded' },
];
