export const story: readonly string[] = [
  'RoboMinds began in 2020 in a borrowed classroom in Ahmedabad, with six robot kits and a group of engineers who believed that every child should get to build things, not only read about them.',
  'Schools asked for more. Today our labs run in government, grant-in-aid and private schools in Gujarat, Bihar and Rajasthan, in Jawahar Navodaya and Kendriya Vidyalayas, and in Anganwadi centres for the youngest learners.',
  'We design for real classrooms: equipment that survives dust and power cuts, software that works offline, lessons in the students’ own language, and teachers trained to lead the lab themselves.',
];

export const mission =
  'To give every child, whatever their school or family income, hands-on experience of science, technology, engineering and maths, so they grow up able to solve the problems around them.';

export const vision =
  'An India where a child in Araria has the same chance to build a robot, train an AI or fly a drone as a child in a big-city school.';

export const values: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'Hands-on first', text: 'Children learn by building, testing and failing safely.' },
  { name: 'Every child', text: 'Girls, children with disabilities and low-income families are designed in, not added later.' },
  { name: 'Teachers lead', text: 'We train teachers to run labs themselves, so learning continues after we leave.' },
  { name: 'Honest results', text: 'We measure what changes for students and report it plainly.' },
];

export const testimonials: readonly { readonly quote: string; readonly name: string; readonly role: string }[] = [
  {
    quote: 'The children come early on lab days. Attendance on those days is the best of the week.',
    name: 'Sunita Devi',
    role: 'Head teacher, Government Middle School, Forbesganj',
  },
  {
    quote: 'My daughter built a plant-watering alarm for our balcony. Now she wants to be an engineer, and she explains circuits to me.',
    name: 'Hitesh Parmar',
    role: 'Parent, Ahmedabad',
  },
  {
    quote: 'The training gave me the confidence to run the lab alone. The mentor is a phone call away when something breaks.',
    name: 'Mohammed Arif',
    role: 'Science teacher, Kendriya Vidyalaya',
  },
];

export const partners: readonly { readonly name: string; readonly what: string }[] = [
  { name: 'Araria District Education Office', what: 'AI and robotics labs in 25 elementary schools' },
  { name: 'Seemanchal Learning Trust', what: '250,000 dollar grant for inclusive labs' },
  { name: 'Jawahar Navodaya Vidyalayas', what: 'AI Smart Labs in six districts' },
  { name: 'Kendriya Vidyalayas', what: '3D Printing and Drone Labs in fifteen schools' },
  { name: 'Integrated Child Development Services blocks', what: 'Smart Anganwadi learning corners' },
  { name: 'District hospitals of Araria and Purnia', what: 'School medical camps' },
];
