/** News article 8's body in Hindi: a chunk of its own, so the article's page downloads no other article. */
export const content = `
<p><strong>15 मई 2025</strong> को हम अपना ऑनलाइन लर्निंग प्लेटफ़ॉर्म शुरू कर रहे हैं: अपनी गति से चलने वाले कोर्स, मेंटरों के साथ लाइव सत्र, और विद्यार्थियों के घर पर बनाए प्रोजेक्ट की समीक्षा।</p>
<h2>तीन प्लान</h2>
<ul>
<li><strong>Basic</strong>: एक कोर्स के सभी रिकॉर्ड किए गए पाठ और क्विज़</li>
<li><strong>Premium</strong>: Basic के साथ हर हफ़्ते मेंटर के साथ एक लाइव सत्र</li>
<li><strong>Complete</strong>: Premium के साथ एक होम किट और हर महीने प्रोजेक्ट की व्यक्तिगत समीक्षा</li>
</ul>
<p>पहले तीन कोर्स हैं: कक्षा 3 से 5 के लिए Blockzie, कक्षा 6 से 8 के लिए Internet of Things और कक्षा 9 से 12 के लिए AR Link।</p>
<p>पहले महीने के लिए सीटें सीमित हैं। जल्दी प्रवेश पाने के लिए <a href="/waitlist">प्रतीक्षा सूची में नाम लिखवाएँ</a>।</p>`;
