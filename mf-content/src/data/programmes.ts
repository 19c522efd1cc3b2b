/** The two programme sections of /services that articles link to (#school-programs, #inclusive-programs). */
export interface Programme {
  readonly anchor: 'school-programs' | 'inclusive-programs';
  readonly name: string;
  readonly intro: string;
  readonly points: readonly string[];
}

export const programmes: readonly Programme[] = [
  {
    anchor: 'school-programs',
    name: 'School Programs',
    intro:
      'A school chooses one or more labs and we set them up on campus, train its teachers and teach alongside them. Government, grant-in-aid and private schools follow the same model.',
    points: [
      'Lab set-up in the school’s own room during the holidays',
      'Curriculum mapped to the timetable: one lab period a week for classes 3-5, two for classes 6-10',
      'A RoboMinds mentor co-teaches in year one, then visits monthly',
      'Teacher training and certification, so the school can run the lab itself',
      'Term-end open days where students present their projects',
    ],
  },
  {
    anchor: 'inclusive-programs',
    name: 'Inclusive Programs',
    intro:
      'Every child in a partner school should be able to take part. Our inclusive programmes remove the barriers that keep girls, children with disabilities and children from low-income families out of STEM.',
    points: [
      'Accessible kits: tactile parts, large-button controllers, screen-reader friendly software',
      'Transport on lab days for girls from distant villages',
      'Free places for 2,500 students from low-income families',
      'Health and career camps, because a child who cannot see the board cannot learn',
      'Sign-language interpreters at competitions and camps',
    ],
  },
];
