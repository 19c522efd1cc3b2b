/** Copy of the Smart Anganwadi information page. */
export const anganwadiIntro =
  'Anganwadi centres care for children from birth to six years old in almost every village of India. A Smart Anganwadi adds a learning corner where the youngest children play their way into numbers, letters and curiosity about the world.';

/** Why the programme starts before school ("Learning starts before school"). */
export const anganwadiWhy =
  'Most of a child’s brain develops before the age of six. Children who arrive in class 1 able to count, recognise letters and ask questions keep that head start for years. A Smart Anganwadi gives every child in the village that start, whatever their family can afford.';

export const anganwadiCorner: readonly { readonly name: string; readonly text: string }[] = [
  {
    name: 'Play-based kits',
    text: 'Counting beads, shape sorters, magnetic letters and simple building blocks, chosen for children aged 3 to 6.',
  },
  {
    name: 'A tablet that works offline',
    text: 'Picture stories, songs and early-number games in Hindi, Maithili and Gujarati, charged by a small solar panel.',
  },
  {
    name: 'Activity cards',
    text: 'Picture-based cards that tell the Anganwadi worker what to do each day, with no reading needed by the child.',
  },
  {
    name: 'Growth and progress charts',
    text: 'Simple charts that help the worker and parents see how each child is growing and learning.',
  },
];

export const anganwadiSteps: readonly string[] = [
  'The block office and RoboMinds choose centres together, with the Anganwadi worker’s agreement.',
  'We install the corner in a day and train the worker for three days.',
  'A field coordinator visits every month to refresh kits and answer questions.',
  'Parents are invited to a play morning each term to see what their children can do.',
];

export const anganwadiFacts: readonly { readonly value: string; readonly label: string }[] = [
  { value: '3-6', label: 'years: the children each corner is for' },
  { value: '20', label: 'new corners funded by the 2025 award grant' },
  { value: '3', label: 'languages of the stories and games' },
];
