import type * as english from '../../blog-posts';
import { blogSummaries as englishSummaries } from '../../blog-summaries';
import type { BlogCategory, BlogPost, BlogSummary } from '../../types';
import { translate } from './translate';

type PostText = Pick<BlogPost, 'title' | 'author' | 'excerpt' | 'coverAlt'>;
type EnglishPost = (typeof english.blogPosts)[number];

/** The blog's categories as a Hindi page names them; the values (filters, URLs) stay English. */
export const blogCategoryLabels: Readonly<Record<BlogCategory, string>> = {
  Robotics: 'रोबोटिक्स',
  Education: 'शिक्षा',
  Competitions: 'प्रतियोगिताएँ',
  Programming: 'प्रोग्रामिंग',
  'AI in Education': 'शिक्षा में एआई',
};

/**
 * The posts' tags as a Hindi page shows them. The values stay English, as the categories do, so
 * `?tag=robotics` finds the same posts in every language and the language switch keeps the filter.
 */
export const blogTagLabels: Readonly<Record<EnglishPost['tags'][number], string>> = {
  robotics: 'रोबोटिक्स',
  projects: 'प्रोजेक्ट',
  arduino: 'Arduino',
  classroom: 'क्लासरूम',
  beginners: 'शुरुआती',
  stem: 'STEM',
  pedagogy: 'शिक्षण-पद्धति',
  labs: 'लैब',
  competitions: 'प्रतियोगिताएँ',
  teamwork: 'टीमवर्क',
  mentoring: 'मेंटरिंग',
  programming: 'प्रोग्रामिंग',
  python: 'Python',
  'block-coding': 'ब्लॉक कोडिंग',
  ai: 'एआई',
  ethics: 'नैतिकता',
  'middle-school': 'मिडिल स्कूल',
  curriculum: 'पाठ्यक्रम',
  teachers: 'शिक्षक',
  safety: 'सुरक्षा',
};

const priya: BlogPost['author'] = {
  name: 'प्रिया शर्मा',
  role: 'रोबोटिक्स मेंटर',
  bio: 'प्रिया गुजरात और बिहार के 40 स्कूलों में रोबोटिक्स पढ़ा चुकी हैं और हमारी प्रतियोगिता टीमों को प्रशिक्षण देती हैं।',
};

/**
 * The five posts in Hindi without their bodies: what the blog's cards, previous/next and the sitemap
 * show. Ids, slugs, dates, categories, tags and covers are the English module's.
 */
export const blogSummaries: readonly BlogSummary[] = translate(englishSummaries, (post) => post.id, {
  '1': {
    title: 'पाँच रोबोटिक्स प्रोजेक्ट, जिन्हें एक कक्षा एक हफ़्ते में बना सकती है',
    author: priya,
    excerpt:
      'रोशनी की ओर चलने वाली गाड़ी से लेकर स्मार्ट कूड़ेदान तक: पाँच प्रोजेक्ट जो स्कूल के एक हफ़्ते में पूरे हो जाते हैं, एक ही बेसिक किट से बनते हैं और हर एक इंजीनियरिंग का कोई असली विचार सिखाता है।',
    coverAlt: 'सर्किट बोर्ड के पास कक्षा का एक दोस्ताना रोबोट',
  },
  '2': {
    title: 'करके सीखने वाली लैब सिर्फ़ पाठ्यपुस्तक से बेहतर विज्ञान क्यों सिखाती हैं',
    author: {
      name: 'राहुल मेहता',
      role: 'पाठ्यक्रम प्रमुख',
      bio: 'हमारा लैब पाठ्यक्रम तैयार करने से पहले राहुल बारह साल तक भौतिकी के शिक्षक रहे।',
    },
    excerpt: 'बच्चे वही याद रखते हैं जो वे ख़ुद बनाते हैं। लैब के पाठों के दो सालों में हमने क्या देखा, और शिक्षक यही बात एक साधारण कक्षा में कैसे ला सकते हैं।',
    coverAlt: 'दो टेस्ट ट्यूबों के पास हरे द्रव वाला काँच का एक फ़्लास्क',
  },
  '3': {
    title: 'रोबोटिक्स प्रतियोगिता के लिए स्कूल की टीम कैसे तैयार करें',
    author: priya,
    excerpt: 'भूमिकाएँ, अभ्यास की समय-सारिणी और इंजीनियरिंग नोटबुक: वह योजना जिसके सहारे हमारी अररिया टीम राज्य चैलेंज में दूसरे स्थान तक पहुँची।',
    coverAlt: 'सितारे वाली एक सुनहरी ट्रॉफ़ी',
  },
  '4': {
    title: 'ब्लॉक से Python तक: कक्षा 3 से 8 के लिए कोडिंग का रास्ता',
    author: {
      name: 'विक्रम देसाई',
      role: 'प्रोग्रामिंग प्रमुख',
      bio: 'विक्रम हमारे ऑनलाइन प्लेटफ़ॉर्म के कोडिंग कोर्स लिखते हैं और शिक्षकों को Python का प्रशिक्षण देते हैं।',
    },
    excerpt:
      'ब्लॉक कोडिंग कोई खिलौना नहीं है, और Python सिर्फ़ बड़ी कक्षाओं के लिए नहीं है। हम विद्यार्थियों को एक से दूसरे तक कैसे ले जाते हैं, रास्ते में किसी को पीछे छोड़े बिना।',
    coverAlt: 'रंगीन कोड ब्लॉक: झंडा क्लिक होने पर 10 कदम चलो, फिर 90 डिग्री दाएँ मुड़ो',
  },
  '5': {
    title: 'मिडिल स्कूल में एआई को ज़िम्मेदारी से पढ़ाना',
    author: {
      name: 'डॉ. मीरा नायर',
      role: 'एआई पाठ्यक्रम सलाहकार',
      bio: 'मीरा शिक्षा में मशीन लर्निंग पर शोध करती हैं और हमारी एआई स्मार्ट लैब के पाठ्यक्रम पर सलाह देती हैं।',
    },
    excerpt:
      'कक्षा 6 से 8 के विद्यार्थी एक मॉडल को प्रशिक्षित कर सकते हैं, उसे परख सकते हैं और ढूँढ सकते हैं कि वह कहाँ चूकता है। हम एआई को आँख मूँदकर भरोसा करने वाला जादू नहीं, बल्कि सवाल करने लायक औज़ार मानकर कैसे पढ़ाते हैं, यहाँ जानिए।',
    coverAlt: 'सर्किट की रेखाओं से जुड़ी एक एआई चिप',
  },
} satisfies Record<EnglishPost['id'], PostText>);
