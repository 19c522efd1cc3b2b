/**
 * The held-out phrasings of the generated evaluation set. Written once, beside the tuning phrasings
 * (generate.ts) and before any tuning; the answerer is never changed to pass one of these. If a
 * held-out question fails, the fix is made for the family of question it belongs to and checked on
 * the tuning part, never by editing this file to suit the answerer.
 */
export interface Phrasings {
  readonly coursePrice: readonly string[];
  readonly courseGrades: readonly string[];
  readonly courseTeacher: readonly string[];
  readonly courseLength: readonly string[];
  readonly gradeFit: readonly string[];
  readonly ageFit: readonly string[];
  readonly hoursDay: readonly string[];
  readonly phone: readonly string[];
  readonly email: readonly string[];
  readonly address: readonly string[];
  readonly founded: readonly string[];
  readonly company: readonly string[];
  readonly impactCount: readonly string[];
  readonly impactRate: readonly string[];
  readonly guide: Readonly<Record<'partnership' | 'tour' | 'registration' | 'payment' | 'privacy', readonly string[]>>;
  readonly refundDays: readonly string[];
  readonly platformLaunch: readonly string[];
  readonly platformTier: readonly string[];
  readonly labGrades: readonly string[];
  readonly notOffered: readonly string[];
  readonly notStated: readonly string[];
  readonly newsDate: readonly string[];
  readonly place: readonly string[];
  /** What a school lab costs: no price is published, so the right answer says so and offers the office (issue 39). */
  readonly labPrice: readonly string[];
  /** A course's rating: its reviews as published, or that it has none yet. */
  readonly courseRating: readonly string[];
  /** The grants the about page and the news name. */
  readonly grants: readonly string[];
}

export const HELD_OUT: Phrasings = {
  coursePrice: [
    '{course} kitna fees hai?',
    'Can you tell me the cost of the {course} course',
    '{course} कोर्स की फीस कितनी है?',
    '{course} કોર્સની ફી કેટલી છે?',
  ],
  courseGrades: ['Is {course} suitable for which standard?'],
  courseTeacher: ['who will be the teacher for {course}'],
  courseLength: ['how many weeks does {course} take?'],
  gradeFit: ['My kid studies in class {grade}. Which online course can she do?'],
  ageFit: ['what course would suit my {age}-year-old daughter?'],
  hoursDay: ['When are you open on {day}?'],
  phone: ['Can I call you? What number?', 'आपका फ़ोन नंबर क्या है?', 'તમારો ફોન નંબર શું છે?'],
  email: ['I want to write to you, which mail address?', 'आपका ई-मेल पता बताइए', 'તમારું ઈ-મેલ સરનામું શું છે?'],
  address: ['where r u located'],
  founded: ['In which year did {name} start?'],
  company: ['tell me about {name}'],
  impactCount: ['how many {label} so far?'],
  impactRate: ['{label} percentage?'],
  guide: {
    partnership: ['I am a principal, can we set up a partnership with RoboMinds?'],
    tour: ['Is it possible to visit and see the lab first?'],
    registration: ['How can I enrol my son?'],
    payment: ['Can I pay in instalments or is full payment needed?'],
    privacy: [],
  },
  refundDays: ['If we cancel {days} days before the course begins, will we get our money back?'],
  platformLaunch: ['launch date of your learning platform?'],
  platformTier: ['{tier} plan details'],
  labGrades: ['For what grades is your {lab}?'],
  notOffered: ['Do you have {subject} tuition for kids?', 'can my {age} yr old learn {subject} online with you?'],
  notStated: ['Can I get a demo class first?', 'Any sibling discount?', 'Are there summer camps?', 'Do you have job openings?'],
  newsDate: ['What is the date of the news "{title}"?'],
  place: ['Tell me about your labs in {place}'],
  labPrice: ['How much would the {lab} cost for our school?', '{lab} की लागत कितनी है?', '{lab} માટે કેટલો ખર્ચ થાય?'],
  courseRating: ['Does {course} have good ratings?', '{course} की रेटिंग क्या है?', '{course} કોર્સનું રેટિંગ કેટલું છે?'],
  grants: ['Which grants has RoboMinds received?', 'RoboMinds को कौन-से अनुदान मिले हैं?', 'RoboMinds ને કયા અનુદાન મળ્યા છે?'],
};
