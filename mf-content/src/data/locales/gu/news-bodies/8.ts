/** News article 8's body in Gujarati: a chunk of its own, so the article's page downloads no other article. */
export const content = `
<p><strong>15 મે 2025</strong>ના રોજ અમે અમારું ઓનલાઇન શિક્ષણ પ્લેટફોર્મ શરૂ કરીએ છીએ: પોતાની ગતિએ ચાલતા કોર્સ, માર્ગદર્શકો સાથે લાઇવ સત્રો, અને વિદ્યાર્થીઓ ઘરે બનાવેલા પ્રોજેક્ટની સમીક્ષા.</p>
<h2>ત્રણ પ્લાન</h2>
<ul>
<li><strong>Basic</strong>: એક કોર્સના બધા રેકોર્ડ કરેલા પાઠ અને ક્વિઝ</li>
<li><strong>Premium</strong>: Basic ઉપરાંત માર્ગદર્શક સાથે દર અઠવાડિયે એક લાઇવ સત્ર</li>
<li><strong>Complete</strong>: Premium ઉપરાંત હોમ કિટ અને દર મહિને પ્રોજેક્ટની વ્યક્તિગત સમીક્ષા</li>
</ul>
<p>પહેલા ત્રણ કોર્સ છે: ધોરણ 3 થી 5 માટે Blockzie, ધોરણ 6 થી 8 માટે Internet of Things અને ધોરણ 9 થી 12 માટે AR Link.</p>
<p>પહેલા મહિનાની જગ્યાઓ મર્યાદિત છે. વહેલો પ્રવેશ મેળવવા <a href="/waitlist">પ્રતીક્ષા યાદીમાં જોડાઓ</a>.</p>`;
