import * as english from '../../platform';

export type { PlatformPlan } from '../../platform';
/** Dates, and the course names the waitlist form sends (the contact server knows these), stay the English module's. */
export { PLATFORM_LAUNCH_DATE, platformCourses } from '../../platform';

type PlanText = Pick<english.PlatformPlan, 'summary' | 'includes'>;

/** Plan names (Basic, Premium, Complete) are product names and form values: kept, as the glossary says. */
const text: Readonly<Record<english.PlatformPlan['name'], PlanText>> = {
  Basic: {
    summary: 'તમારી પોતાની ગતિએ શીખો.',
    includes: ['એક કોર્સના બધા રેકોર્ડ કરેલા પાઠ', 'તરત પ્રતિસાદ આપતી ક્વિઝ', 'કોર્સ પૂરો કરો ત્યારે પ્રમાણપત્ર'],
  },
  Premium: {
    summary: 'માર્ગદર્શક સાથે શીખો.',
    includes: ['Basicમાંનું બધું', 'માર્ગદર્શક સાથે દર અઠવાડિયે એક લાઇવ સત્ર', 'તમારા પ્રશ્નોના જવાબ એક દિવસની અંદર'],
  },
  Complete: {
    summary: 'ખરેખર બનાવીને શીખો.',
    includes: ['Premiumમાંનું બધું', 'દરેક પ્રોજેક્ટના ભાગો સાથેની હોમ કિટ', 'દર મહિને તમારા પ્રોજેક્ટની વ્યક્તિગત સમીક્ષા'],
  },
};

export const platformPlans: readonly english.PlatformPlan[] = english.platformPlans.map((plan) => ({ ...plan, ...text[plan.name] }));

/** What a family hears after joining the waitlist. */
export const WAITLIST_REPLY = 'જગ્યા ખાલી થશે ત્યારે અમે તમને ઈ-મેલ કરીશું.';
