import roboticsLab from '../assets/illustrations/robotics-lab.svg';
import science from '../assets/illustrations/science.svg';
import trophy from '../assets/illustrations/trophy.svg';
import blockzie from '../assets/illustrations/course-blockzie.svg';
import aiLab from '../assets/illustrations/ai-lab.svg';
import type { BlogPost } from './types';

export const blogPosts = [
  {
    id: '1',
    title: 'Five robotics projects a class can build in one week',
    slug: 'five-robotics-projects-one-week',
    author: {
      name: 'Priya Sharma',
      role: 'Robotics mentor',
      bio: 'Priya has taught robotics in 40 schools in Gujarat and Bihar and coaches our competition teams.',
    },
    date: '2025-02-12',
    category: 'Robotics',
    excerpt:
      'From a light-seeking buggy to a smart dustbin: five projects that fit a school week, use one basic kit and teach a real engineering idea each.',
    coverImage: roboticsLab,
    coverAlt: 'A friendly classroom robot beside a circuit board',
    content: `
<p>A week is enough time for a class to go from a box of parts to a robot that does something useful. These five projects need one basic kit: a board, two motors, a few sensors and a battery pack.</p>
<h2>1. The light-seeking buggy</h2>
<p>Two light sensors and two motors make a buggy that drives towards a torch. Students learn how a sensor turns light into a number.</p>
<h2>2. The smart dustbin</h2>
<p>An ultrasonic sensor opens the lid when a hand comes near. It teaches distance measurement and servo motors.</p>
<h2>3. The line follower</h2>
<p>The classic. Students tune how hard the robot turns and discover feedback control without the word.</p>
<h2>4. The plant-watering alarm</h2>
<p>A soil-moisture sensor beeps when the school garden is dry.</p>
<h2>5. The traffic light</h2>
<p>Three LEDs and a button make a pedestrian crossing. A first lesson in sequences and timing.</p>
<p>Try a virtual version first in our <a href="/robot-maze">robot maze</a>.</p>`,
    tags: ['robotics', 'projects', 'arduino', 'classroom', 'beginners'],
  },
  {
    id: '2',
    title: 'Why hands-on labs teach science better than the textbook alone',
    slug: 'hands-on-labs-vs-textbook',
    author: {
      name: 'Rahul Mehta',
      role: 'Head of Curriculum',
      bio: 'Rahul was a physics teacher for twelve years before designing our lab curriculum.',
    },
    date: '2025-03-05',
    category: 'Education',
    excerpt:
      'Children remember what they build. What we have seen in two years of lab lessons, and how teachers can bring the same idea into an ordinary classroom.',
    coverImage: science,
    coverAlt: 'A glass flask with green liquid next to two test tubes',
    content: `
<p>When a child builds a circuit and the bulb lights up, the idea of a closed loop stops being a diagram. That is the whole case for labs in one sentence.</p>
<h2>What we measured</h2>
<p>In our partner schools, students who had a weekly lab period answered more application questions correctly in their term exams than the year before. Teachers also told us that quieter students spoke up more in lab lessons.</p>
<h2>Three habits any classroom can borrow</h2>
<ul>
<li>Ask for a prediction before every demonstration</li>
<li>Let groups fail, and ask what they will change</li>
<li>End with a short written explanation in the student’s own words</li>
</ul>
<p>Our <a href="/services">labs</a> are built around these habits.</p>`,
    tags: ['stem', 'pedagogy', 'labs'],
  },
  {
    id: '3',
    title: 'How to prepare a school team for a robotics competition',
    slug: 'prepare-team-robotics-competition',
    author: {
      name: 'Priya Sharma',
      role: 'Robotics mentor',
      bio: 'Priya has taught robotics in 40 schools in Gujarat and Bihar and coaches our competition teams.',
    },
    date: '2025-04-02',
    category: 'Competitions',
    excerpt:
      'Roles, a practice schedule and an engineering notebook: the plan our Araria team used on its way to second place at the state challenge.',
    coverImage: trophy,
    coverAlt: 'A golden trophy with a star',
    content: `
<p>Our Araria team took second place at the Bihar State Robotics Challenge in its first year. Talent helped, but a plan helped more.</p>
<h2>Give everyone a role</h2>
<p>Builder, programmer, tester and note-keeper. Roles rotate every week so everyone learns every job.</p>
<h2>Practise on the real rules</h2>
<p>Print the rule book, build the arena from cardboard and time every run.</p>
<h2>Keep an engineering notebook</h2>
<p>Write down each change and its result. Judges read notebooks, and the team learns from its own mistakes.</p>
<h2>Rehearse the presentation</h2>
<p>Every member should be able to explain the robot in two minutes.</p>
<p>Read the <a href="/news/4">news of the team’s result</a>.</p>`,
    tags: ['competitions', 'teamwork', 'robotics', 'mentoring'],
  },
  {
    id: '4',
    title: 'From blocks to Python: a coding path for grades 3 to 8',
    slug: 'blocks-to-python-coding-path',
    author: {
      name: 'Vikram Desai',
      role: 'Programming lead',
      bio: 'Vikram writes the coding courses on our online platform and trains teachers in Python.',
    },
    date: '2025-04-23',
    category: 'Programming',
    excerpt:
      'Block coding is not a toy and Python is not only for seniors. How we move students from one to the other without losing anyone on the way.',
    coverImage: blockzie,
    coverAlt: 'Coloured code blocks: when the flag is clicked, move 10 steps, turn right 90 degrees',
    content: `
<p>Children in grade 3 can reason about loops and conditions long before they can type quickly. Blocks let them think first and type later.</p>
<h2>Grades 3 to 5: blocks</h2>
<p>Our Blockzie course uses drag-and-drop blocks to animate stories and drive robots.</p>
<h2>Grades 6 and 7: blocks beside text</h2>
<p>Students see each block program translated into Python and start editing the text version.</p>
<h2>Grade 8: Python</h2>
<p>By grade 8 students write short Python programs to read sensors and draw charts.</p>
<p>See our <a href="/courses">online courses</a>.</p>`,
    tags: ['programming', 'python', 'block-coding'],
  },
  {
    id: '5',
    title: 'Teaching AI responsibly in middle school',
    slug: 'teaching-ai-responsibly-middle-school',
    author: {
      name: 'Dr. Meera Nair',
      role: 'AI curriculum advisor',
      bio: 'Meera researches machine learning in education and advises our AI Smart Lab curriculum.',
    },
    date: '2025-05-21',
    category: 'AI in Education',
    excerpt:
      'Students in classes 6 to 8 can train a model, test it and find where it fails. Here is how we teach AI as a tool to question, not magic to trust.',
    coverImage: aiLab,
    coverAlt: 'An AI chip connected to circuit lines',
    content: `
<p>Artificial intelligence is already in our students’ phones. Teaching it well means teaching how it works and where it goes wrong.</p>
<h2>Train, test, question</h2>
<ol>
<li>Students collect pictures and train a classifier to sort leaves.</li>
<li>They test it on leaves the model has never seen.</li>
<li>They look for the mistakes and ask why: too few pictures? all taken in sunlight?</li>
</ol>
<h2>Talk about fairness and privacy</h2>
<p>We discuss who collected the data, who could be treated unfairly, and why personal photos should never be used without permission.</p>
<p>These lessons form the core of our <a href="/services#ai-smart-lab">AI Smart Lab</a>.</p>`,
    tags: ['ai', 'ethics', 'middle-school', 'curriculum', 'teachers', 'safety'],
  },
] as const satisfies readonly BlogPost[];
