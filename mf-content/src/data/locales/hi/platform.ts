import * as english from '../../platform';
import { translate } from './translate';

/**
 * The launch date and the course names of the waitlist form are data (the contact server knows the
 * names, and course names stay as they are), so they are the English module's own.
 */
export { PLATFORM_LAUNCH_DATE, platformCourses, type PlatformPlan } from '../../platform';

/** The three plans in Hindi; the plan names Basic, Premium and Complete stay (glossary). */
export const platformPlans: typeof english.platformPlans = translate(english.platformPlans, (plan) => plan.name, {
  Basic: {
    summary: 'अपनी गति से सीखें।',
    includes: ['एक कोर्स के सभी रिकॉर्ड किए गए पाठ', 'तुरंत फ़ीडबैक वाली क्विज़', 'कोर्स पूरा करने पर प्रमाणपत्र'],
  },
  Premium: {
    summary: 'मेंटर के साथ सीखें।',
    includes: ['Basic में शामिल सब कुछ', 'मेंटर के साथ हर हफ़्ते एक लाइव सत्र', 'आपके सवालों के जवाब एक दिन के भीतर'],
  },
  Complete: {
    summary: 'सचमुच बनाकर देखें।',
    includes: ['Premium में शामिल सब कुछ', 'हर प्रोजेक्ट के पुर्ज़ों वाली होम किट', 'हर महीने आपके प्रोजेक्ट की व्यक्तिगत समीक्षा'],
  },
});

/** What a family hears after joining the waitlist. */
export const WAITLIST_REPLY = 'जगह खाली होते ही हम आपको ई-मेल करेंगे।';
