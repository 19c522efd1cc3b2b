import blockzie from '../assets/illustrations/course-blockzie.svg';
import iot from '../assets/illustrations/course-iot.svg';
import ar from '../assets/illustrations/course-ar.svg';
import type { Course } from './types';

/** The three online courses, with the ids, grades and prices of the spec. */
export const courses = [
  {
    id: 'blockzie',
    title: 'Blockzie: Coding with Blocks',
    description: 'Young creators snap code blocks together to animate stories, build games and drive a virtual robot.',
    overview: [
      'Blockzie is a first coding course for children in grades 3 to 5. Instead of typing, students drag colourful blocks to tell characters and robots what to do.',
      'Each lesson ends with something to show: an animated story, a quiz game or a robot that finds its way through a maze. Along the way students meet sequences, loops, conditions and variables.',
    ],
    outcomes: [
      'Plan a program as a sequence of steps',
      'Use loops and conditions',
      'Debug by testing one change at a time',
      'Build and share three finished projects',
    ],
    image: blockzie,
    imageAlt: 'Coloured code blocks and a smiling character',
    grade: '3-5',
    price: 599,
    instructor: 'Sneha Patel',
    rating: 4.8,
    reviews: 126,
    duration: '8 weeks',
    lessons: 24,
  },
  {
    id: 'iot',
    title: 'Internet of Things: Build Smart Devices',
    description: 'Connect sensors to a microcontroller and build devices that measure, decide and send data over Wi-Fi.',
    overview: [
      'In this course students in grades 6 to 8 build real smart devices: a weather station, a plant-watering alarm and a room that counts its visitors.',
      'Lessons mix short videos with hands-on building, using a simulator or the optional home kit. Students learn how sensors work, how a microcontroller decides and how devices talk to each other.',
    ],
    outcomes: [
      'Wire sensors and outputs safely',
      'Program a microcontroller',
      'Send readings to a dashboard',
      'Design a device that solves a problem at home or school',
    ],
    image: iot,
    imageAlt: 'A green circuit board sending a wireless signal',
    grade: '6-8',
    price: 499,
    instructor: 'Arjun Rao',
    rating: 4.6,
    reviews: 89,
    duration: '10 weeks',
    lessons: 30,
  },
  {
    id: 'ar-link',
    title: 'AR Link: Augmented Reality Apps',
    description: 'Design augmented reality experiences that place 3D models into the real world through a phone camera.',
    overview: [
      'AR Link is our newest course, for students in grades 9 to 12. Students model simple 3D objects and build phone apps that place them on a desk, a wall or a textbook page.',
      'The final project is an AR study aid for a topic of the student’s choice, such as a beating heart or the solar system.',
    ],
    outcomes: [
      'Model and texture simple 3D objects',
      'Anchor content to surfaces and images',
      'Design for small screens and short attention',
      'Publish an AR study aid',
    ],
    image: ar,
    imageAlt: 'A phone showing a 3D cube that also appears beside it',
    grade: '9-12',
    price: 99,
    instructor: 'Kavya Menon',
    rating: 0,
    reviews: 0,
    duration: '6 weeks',
    lessons: 18,
  },
] as const satisfies readonly Course[];
