/**
 * The held-out phrasings of the generated evaluation set. Written once, beside the tuning phrasings
 * (generate.ts) and before any tuning; the answerer is never changed to pass one of these. If a
 * held-out question fails, the fix is made for the family of question it belongs to and checked on
 * the tuning part, never by editing this file to suit the answerer.
 */
export interface Phrasings {
  readonly coursePrice: readonly string[];
  /** A course's price and teacher asked with its name in Devanagari or Gujarati letters (generate.ts: NATIVE_COURSE_NAMES). */
  readonly nativeCoursePrice: readonly string[];
  readonly nativeCourseTeacher: readonly string[];
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
  /** Teacher training: right when the reply says the teachers are trained (the partnership answer or the school programmes). */
  readonly teacherTraining: readonly string[];
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
  nativeCoursePrice: ['{course} का कोर्स कितने रुपये का है?', '{course} કોર્સ કેટલા રૂપિયાનો છે?'],
  nativeCourseTeacher: ['{course} के प्रशिक्षक कौन हैं?', '{course}ના પ્રશિક્ષક કોણ છે?'],
  courseGrades: ['Is {course} suitable for which standard?', '{course} कौन-सी कक्षाओं के लिए है?', '{course} કયા ધોરણના વિદ્યાર્થીઓ માટે છે?'],
  courseTeacher: ['who will be the teacher for {course}', '{course} के प्रशिक्षक कौन हैं?', '{course}ના પ્રશિક્ષક કોણ છે?'],
  courseLength: ['how many weeks does {course} take?', '{course} कोर्स में कितने हफ़्ते लगते हैं?', '{course} કોર્સનો સમયગાળો કેટલો છે?'],
  gradeFit: [
    'My kid studies in class {grade}. Which online course can she do?',
    'मेरी बेटी कक्षा {grade} में है, उसके लिए कौन-सा कोर्स है?',
    'મારો દીકરો ધોરણ {grade}માં છે, તેના માટે કયો કોર્સ છે?',
  ],
  ageFit: ['what course would suit my {age}-year-old daughter?', '{age} साल के बच्चे के लिए कोर्स?', '{age} વર્ષના બાળક માટે કયો કોર્સ?'],
  hoursDay: ['When are you open on {day}?', 'क्या {day} को कार्यालय खुला रहता है?', 'શું {day}ે ઓફિસ ખુલ્લી હોય છે?'],
  phone: ['Can I call you? What number?', 'आपका फ़ोन नंबर क्या है?', 'તમારો ફોન નંબર શું છે?'],
  email: ['I want to write to you, which mail address?', 'आपका ई-मेल पता बताइए', 'તમારું ઈ-મેલ સરનામું શું છે?'],
  address: ['where r u located', 'आपका ऑफिस किस जगह पर है?', 'તમારું કાર્યાલય ક્યાં આવેલું છે?'],
  founded: ['In which year did {name} start?', '{name} की स्थापना किस वर्ष में हुई?', '{name}ની સ્થાપના કયા વર્ષમાં થઈ?'],
  company: ['tell me about {name}'],
  impactCount: ['how many {label} so far?'],
  impactRate: ['{label} percentage?', '{label} कितने प्रतिशत है?', '{label} કેટલા ટકા છે?'],
  guide: {
    partnership: ['I am a principal, can we set up a partnership with RoboMinds?'],
    tour: ['Is it possible to visit and see the lab first?'],
    registration: ['How can I enrol my son?', 'अपने बेटे का पंजीकरण कैसे करूँ?', 'મારા દીકરાનો પ્રવેશ કેવી રીતે લેવો?'],
    payment: ['Can I pay in instalments or is full payment needed?'],
    privacy: [],
  },
  teacherTraining: [
    'Can you train the teachers of our school?',
    'क्या आप हमारे शिक्षकों को ट्रेनिंग दे सकते हैं?',
    'શું તમે અમારા શિક્ષકોને તાલીમ આપી શકો?',
  ],
  refundDays: [
    'If we cancel {days} days before the course begins, will we get our money back?',
    'कोर्स शुरू होने से {days} दिन पहले रद्द करने पर पैसे वापस मिलेंगे?',
    'કોર્સ શરૂ થવાના {days} દિવસ પહેલાં રદ કરીએ તો પૈસા પાછા મળે?',
  ],
  platformLaunch: ['launch date of your learning platform?', 'लर्निंग प्लेटफ़ॉर्म की शुरुआत की तारीख?', 'શિક્ષણ પ્લેટફોર્મ કઈ તારીખે શરૂ થયું?'],
  platformTier: ['{tier} plan details'],
  labGrades: ['For what grades is your {lab}?', 'आपकी {lab} किस कक्षा के विद्यार्थियों के लिए है?', 'તમારી {lab} કયા ધોરણના વિદ્યાર્થીઓ માટે છે?'],
  notOffered: [
    'Do you have {subject} tuition for kids?',
    'can my {age} yr old learn {subject} online with you?',
    'क्या बच्चों के लिए {subject} की ऑनलाइन क्लास है?',
    'બાળકો માટે {subject}ના ઓનલાઇન વર્ગ છે?',
  ],
  notStated: [
    'Can I get a demo class first?',
    'Any sibling discount?',
    'Are there summer camps?',
    'Do you have job openings?',
    'क्या पहले डेमो क्लास मिल सकती है?',
    'શું તમારે ત્યાં નોકરીની જગ્યા છે?',
  ],
  newsDate: ['What is the date of the news "{title}"?', 'समाचार "{title}" की तारीख क्या है?', 'સમાચાર "{title}"ની તારીખ શું છે?'],
  place: ['Tell me about your labs in {place}', '{place} की लैब के बारे में बताइए', '{place}ની લેબ વિશે જણાવો'],
  labPrice: [
    'How much would the {lab} cost for our school?',
    'I run a school. Price for setting up the {lab}?',
    'हमारे स्कूल में {lab} लगवाने का खर्च कितना होगा?',
    '{lab} માટે કેટલો ખર્ચ થાય?',
  ],
  courseRating: [
    'Does {course} have good ratings?',
    'How is {course} rated by parents?',
    '{course} की रेटिंग क्या है?',
    '{course} કોર્સનું રેટિંગ કેટલું છે?',
  ],
  grants: [
    'Which grants has RoboMinds received?',
    'Has RoboMinds been given any grant money?',
    'RoboMinds को कौन-से अनुदान मिले हैं?',
    'RoboMinds ને કયા અનુદાન મળ્યા છે?',
  ],
};
