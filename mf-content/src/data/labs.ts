import { LABS } from 'shared/site';
import aiLab from '../assets/illustrations/ai-lab.svg';
import robotics from '../assets/illustrations/robotics-lab.svg';
import printer from '../assets/illustrations/printer-3d.svg';
import drone from '../assets/illustrations/drone.svg';
import science from '../assets/illustrations/science.svg';
import maths from '../assets/illustrations/maths.svg';
import physics from '../assets/illustrations/physics.svg';
import panel from '../assets/illustrations/interactive-panel.svg';
import type { Lab, LabLocation } from './types';

const name = (anchor: Lab['anchor']): string => LABS.find((lab) => lab.anchor === anchor)?.name ?? anchor;

/** The eight labs, in the order and with the anchors of `LABS` in shared (the footer lists the same). */
export const labs: readonly Lab[] = [
  {
    anchor: 'ai-smart-lab',
    name: name('ai-smart-lab'),
    summary: 'Students train image and voice models, test them and learn where AI helps and where it fails.',
    teaches: [
      'Training and testing machine-learning models',
      'Data collection and bias',
      'Voice and image recognition projects',
      'Responsible and safe use of AI',
    ],
    grades: 'Classes 6-12',
    image: aiLab,
    imageAlt: 'An AI chip wired to circuit lines',
  },
  {
    anchor: 'robotics-lab',
    name: name('robotics-lab'),
    summary: 'Kits with motors, sensors and programmable boards, from a first buggy to competition robots.',
    teaches: ['Building with motors, gears and sensors', 'Block coding, then Python', 'Feedback and control', 'Teamwork for competitions'],
    grades: 'Classes 3-12',
    image: robotics,
    imageAlt: 'A classroom robot next to a circuit board',
  },
  {
    anchor: '3d-printer',
    name: name('3d-printer'),
    summary: 'Students design parts on a computer and print them: gears, models for other subjects, tools for the school.',
    teaches: ['3D design with free software', 'Measuring and tolerances', 'How printers build layer by layer', 'From idea to prototype'],
    grades: 'Classes 5-12',
    image: printer,
    imageAlt: 'A 3D printer printing a blue pyramid',
  },
  {
    anchor: 'drone-lab',
    name: name('drone-lab'),
    summary: 'How drones fly, how to fly them safely inside a net, and how they map fields and help in floods.',
    teaches: [
      'Lift, thrust and stability',
      'Safe flying and the rules for small drones',
      'Aerial photography and mapping',
      'Programming autonomous missions',
    ],
    grades: 'Classes 7-12',
    image: drone,
    imageAlt: 'A blue drone flying above green hills',
  },
  {
    anchor: 'science-circle',
    name: name('science-circle'),
    summary: 'Low-cost experiments in chemistry and biology that follow the school syllabus, done by the students themselves.',
    teaches: [
      'Safe experiments with everyday materials',
      'Observing and recording results',
      'Asking testable questions',
      'Science fair projects',
    ],
    grades: 'Classes 3-10',
    image: science,
    imageAlt: 'A flask of green liquid beside two test tubes',
  },
  {
    anchor: 'maths-circle',
    name: name('maths-circle'),
    summary: 'Puzzles, games and models that make number sense, geometry and algebra something to touch and argue about.',
    teaches: ['Number sense and mental maths', 'Geometry with models', 'Patterns and algebraic thinking', 'Maths Olympiad problem solving'],
    grades: 'Classes 3-10',
    image: maths,
    imageAlt: 'A triangle and a circle drawn on grid paper with formulas',
  },
  {
    anchor: 'physics-lab',
    name: name('physics-lab'),
    summary: 'Pendulums, circuits, lenses and magnets: the experiments of the physics syllabus with apparatus that works.',
    teaches: ['Motion, force and energy', 'Electric circuits', 'Light and optics', 'Measuring and error'],
    grades: 'Classes 8-12',
    image: physics,
    imageAlt: 'An atom model beside a swinging pendulum',
  },
  {
    anchor: 'interactive-panel',
    name: name('interactive-panel'),
    summary: 'A touch-screen panel with simulations and lessons in Hindi, Gujarati and English, for every classroom.',
    teaches: [
      'Simulations for science and maths',
      'Lessons in the students’ own language',
      'Quizzes the whole class answers',
      'Works offline during power cuts',
    ],
    grades: 'Classes 1-12',
    image: panel,
    imageAlt: 'Students at a large touch-screen panel showing a chart',
  },
];

/** Where the labs run today (the /labs page). Articles link to /labs#araria. */
export const labLocations: readonly LabLocation[] = [
  {
    anchor: 'araria',
    name: 'Araria',
    state: 'Bihar',
    since: 'January 2025',
    schools: 25,
    students: 10000,
    labs: ['AI Smart Lab', 'Robotics Lab'],
    story:
      'Twenty-five government elementary schools chosen with the district education office. A mentor visits each school twice a month and two teachers per school lead the weekly lessons.',
  },
  {
    anchor: 'purnia',
    name: 'Purnia',
    state: 'Bihar',
    since: 'June 2025',
    schools: 8,
    students: 2400,
    labs: ['Drone Lab', 'Science Circle'],
    story:
      'Host of the first inter-school Drone Challenge. The inclusive-programme grant funds transport on lab days for girls from distant villages.',
  },
  {
    anchor: 'ahmedabad',
    name: 'Ahmedabad',
    state: 'Gujarat',
    since: '2020',
    schools: 34,
    students: 9800,
    labs: ['Robotics Lab', 'AI Smart Lab', '3D Printing Lab', 'Interactive Panel'],
    story:
      'Our home city and first programme. Twelve schools signed three-year partnerships in 2025, and our mentors train teachers from other states here.',
  },
  {
    anchor: 'navodaya-kendriya',
    name: 'Navodaya and Kendriya Vidyalayas',
    state: 'Gujarat, Rajasthan and Bihar',
    since: 'May 2025',
    schools: 21,
    students: 8500,
    labs: ['AI Smart Lab', '3D Printing Lab', 'Drone Lab'],
    story:
      'Six Jawahar Navodaya Vidyalayas run AI Smart Labs with evening clubs; fifteen Kendriya Vidyalayas open 3D Printing and Drone Labs.',
  },
];
