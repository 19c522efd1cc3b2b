import roboticsLab from '../assets/illustrations/robotics-lab.svg';
import partnership from '../assets/illustrations/partnership.svg';
import classroom from '../assets/illustrations/classroom.svg';
import trophy from '../assets/illustrations/trophy.svg';
import medicalCamp from '../assets/illustrations/medical-camp.svg';
import career from '../assets/illustrations/career.svg';
import platform from '../assets/illustrations/platform.svg';
import drone from '../assets/illustrations/drone.svg';
import aiLab from '../assets/illustrations/ai-lab.svg';
import printer3d from '../assets/illustrations/printer-3d.svg';
import type { NewsSummary } from './types';

/**
 * The 11 news articles without their bodies (bodies live in news-content.ts), so the home page and
 * the sitemap can list headlines without downloading every article.
 */
export const newsSummaries = [
  {
    id: '1',
    title: 'AI and Robotics Labs open in 25 elementary schools across Araria',
    slug: 'ai-robotics-labs-araria-elementary-schools',
    date: '2025-01-23',
    excerpt:
      'Twenty-five government elementary schools in Araria district now have a working AI and robotics lab, bringing hands-on STEM lessons to 10,000 students for the first time.',
    coverImage: roboticsLab,
    coverAlt: 'A classroom robot with big round eyes next to a circuit board on a workbench',
    featured: true,
  },
  {
    id: '2',
    title: 'Twelve Ahmedabad schools sign three-year STEM partnership',
    slug: 'ahmedabad-schools-stem-partnership',
    date: '2025-02-06',
    excerpt:
      'Twelve private and grant-in-aid schools in Ahmedabad have chosen our full school programme: a robotics lab on campus, a trained mentor and a curriculum mapped to the school timetable.',
    coverImage: partnership,
    coverAlt: 'A school building with a flag beside two hands meeting in a handshake',
    featured: false,
  },
  {
    id: '3',
    title: 'A 250,000 dollar grant to take inclusive STEM labs to rural Bihar',
    slug: 'grant-inclusive-stem-labs-rural-bihar',
    date: '2025-02-20',
    excerpt:
      'A 250,000 dollar grant from the Seemanchal Learning Trust will fund accessible lab kits, teacher training and transport so that girls and children with disabilities are not left out.',
    coverImage: classroom,
    coverAlt: 'Children at desks facing a green board that reads STEM',
    featured: true,
  },
  {
    id: '4',
    title: 'Araria students take second place at the Bihar State Robotics Challenge',
    slug: 'araria-students-bihar-state-robotics-challenge',
    date: '2025-03-07',
    excerpt:
      'Four class 7 students who first touched a robot kit a year ago built a line-following rescue robot that finished second among 64 teams at the state challenge in Patna.',
    coverImage: trophy,
    coverAlt: 'A golden trophy with a white star on a blue stand',
    featured: true,
  },
  {
    id: '5',
    title: 'RoboMinds wins the India EdTech Impact Award and a 50,000 dollar grant',
    slug: 'india-edtech-impact-award',
    date: '2025-03-21',
    excerpt:
      'The jury recognised our low-cost lab model for government schools. The 50,000 dollar award grant will pay for twenty new Smart Anganwadi learning corners.',
    coverImage: trophy,
    coverAlt: 'A golden trophy on a stand, the symbol of the award',
    featured: false,
  },
  {
    id: '6',
    title: 'Free health check-ups for 1,400 children at our school medical camp',
    slug: 'school-medical-camp-araria',
    date: '2025-04-04',
    excerpt:
      'Doctors from the district hospital joined our lab schools for a two-day medical camp: eye tests, dental checks, growth charts and referrals, free for every child.',
    coverImage: medicalCamp,
    coverAlt: 'A medical tent next to a red first-aid sign with a white cross',
    featured: false,
  },
  {
    id: '7',
    title: 'Career counselling camp helps 900 class 10 and 12 students choose their next step',
    slug: 'career-counselling-camp',
    date: '2025-04-17',
    excerpt:
      'Engineers, nurses, designers and civil servants spent a day answering students’ questions, and every student left with a personal plan for the stream or course they want.',
    coverImage: career,
    coverAlt: 'A signpost with arrows pointing to Engineering, Medicine and Design',
    featured: true,
  },
  {
    id: '8',
    title: 'Our online learning platform launches on 15 May 2025',
    slug: 'online-learning-platform-launch',
    date: '2025-04-29',
    excerpt:
      'Self-paced courses, live mentor sessions and project reviews in one place, with Basic, Premium and Complete plans. Join the waitlist for early access.',
    coverImage: platform,
    coverAlt: 'A laptop showing a video lesson with a progress bar',
    featured: true,
  },
  {
    id: '9',
    title: 'Jawahar Navodaya Vidyalayas add AI Smart Labs in six districts',
    slug: 'jnv-ai-smart-labs',
    date: '2025-05-14',
    excerpt:
      'Six Jawahar Navodaya Vidyalayas have set up AI Smart Labs with us. Being residential schools, their students can use the labs in the evenings and at weekends too.',
    coverImage: aiLab,
    coverAlt: 'A glowing AI chip wired to circuit lines on a dark background',
    featured: false,
  },
  {
    id: '10',
    title: 'Kendriya Vidyalaya partnership brings 3D printing and drone labs to 15 schools',
    slug: 'kendriya-vidyalaya-3d-printing-drone-labs',
    date: '2025-05-30',
    excerpt:
      'Fifteen Kendriya Vidyalayas in Gujarat and Rajasthan will run 3D Printing and Drone Labs from July, with teacher training during the summer break.',
    coverImage: printer3d,
    coverAlt: 'A 3D printer printing a blue pyramid',
    featured: false,
  },
  {
    id: '11',
    title: 'Inter-school Drone Challenge: 48 teams fly for the Seemanchal Cup',
    slug: 'inter-school-drone-challenge',
    date: '2025-06-18',
    excerpt:
      'Teams from 48 schools flew obstacle courses, mapped a farm plot and pitched drone ideas for their villages. Here are the winners and what the judges liked.',
    coverImage: drone,
    coverAlt: 'A blue drone flying above green hills',
    featured: true,
  },
] as const satisfies readonly NewsSummary[];
