import partnership from '../assets/illustrations/partnership.svg';
import anganwadi from '../assets/illustrations/anganwadi.svg';
import classroom from '../assets/illustrations/classroom.svg';
import robotics from '../assets/illustrations/robotics-lab.svg';
import medical from '../assets/illustrations/medical-camp.svg';
import printer from '../assets/illustrations/printer-3d.svg';
import career from '../assets/illustrations/career.svg';
import { sitePaths } from 'shared/site';
import { pages } from '../exposed/pages';
import { countWord } from '../lib/format';
import { FOUNDED_YEAR } from './impact';

export interface HomeCard {
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly link: { readonly href: string; readonly label: string };
}

/** Our Collaborations: three partner initiatives. */
export const collaborations: readonly HomeCard[] = [
  {
    title: 'Araria School Labs',
    text: 'With the Araria district education office: AI and robotics labs in 25 government elementary schools, reaching 10,000 students.',
    image: partnership,
    imageAlt: 'A school building beside a handshake',
    link: { href: `${pages.labs.href()}#araria`, label: 'See the Araria labs' },
  },
  {
    title: 'Smart Anganwadi',
    text: 'With Anganwadi workers and block offices: play-based learning corners that prepare children aged 3 to 6 for school.',
    image: anganwadi,
    imageAlt: 'Two small children playing with letter blocks and a tablet',
    link: { href: pages.smartAnganwadi.href(), label: 'About Smart Anganwadi' },
  },
  {
    title: 'Navodaya and Kendriya Vidyalayas',
    text: 'AI Smart Labs in six Jawahar Navodaya Vidyalayas and 3D Printing and Drone Labs in fifteen Kendriya Vidyalayas.',
    image: classroom,
    imageAlt: 'Students at desks facing a board that reads STEM',
    link: { href: `${pages.labs.href()}#navodaya-kendriya`, label: 'See the JNV and KV labs' },
  },
];

/** Specialized Trainings: the four cards of the spec. */
export const trainings: readonly HomeCard[] = [
  {
    title: 'Vocational Lab',
    text: 'Hands-on training in electronics repair, 3D printing and basic wiring for students of classes 9 to 12 who want a trade.',
    image: printer,
    imageAlt: 'A 3D printer printing a part',
    link: { href: `${pages.services.href()}#3d-printer`, label: 'About the 3D Printing Lab' },
  },
  {
    title: 'Medical Camp',
    text: 'Free check-ups with doctors from the district hospital: eyes, teeth, growth and nutrition, for every child in our lab schools.',
    image: medical,
    imageAlt: 'A medical tent and a first-aid sign',
    link: { href: pages.newsItem.href('6'), label: 'Read about the last camp' },
  },
  {
    title: 'Skills Development',
    text: 'Coding, design thinking, teamwork and presentation skills through projects, competitions and our online courses.',
    image: robotics,
    imageAlt: 'A classroom robot beside a circuit board',
    link: { href: pages.courses.href(), label: 'Browse online courses' },
  },
  {
    title: 'Career Counselling',
    text: 'Camps where students of classes 10 and 12 meet professionals and leave with a personal plan and a list of scholarships.',
    image: career,
    imageAlt: 'A signpost pointing to Engineering, Medicine and Design',
    link: { href: pages.newsItem.href('7'), label: 'Read about the career camp' },
  },
];

/** The #get-started section: three ways in, for the three kinds of visitor. */
export const getStartedPaths: readonly {
  readonly who: string;
  readonly text: string;
  readonly link: { readonly href: string; readonly label: string };
}[] = [
  {
    who: 'Schools',
    text: 'Bring a lab to your campus with equipment, curriculum and a trained mentor.',
    link: { href: sitePaths.contact, label: 'Talk to us about a lab' },
  },
  {
    who: 'Parents and students',
    text: 'Start an online course from ₹99, at home and at your own pace.',
    link: { href: pages.courses.href(), label: 'Browse courses' },
  },
  {
    who: 'Curious minds',
    text: 'Program a robot through a maze right now, in your browser.',
    link: { href: sitePaths.robotMaze, label: 'Play Robot Maze' },
  },
];

/** The line above the home page's heading. */
export const heroEyebrow = `STEM, robotics and AI labs since ${FOUNDED_YEAR}`;

/** The introductions of the home page's sections, counting what their lists hold. */
export const collaborationsIntro = `${countWord(collaborations.length, { capital: true })} partner initiatives that take hands-on learning where it is needed most.`;
export const getStartedIntro = `${countWord(getStartedPaths.length, { capital: true })} ways in. Pick the one that fits you.`;
