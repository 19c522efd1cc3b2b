/**
 * Bodies of the news articles, by id. HTML written by our editors; the build refuses any body that is
 * not exactly what the sanitiser makes of it (data/html-bodies.ts). Kept apart from the headlines so
 * only the news pages download it.
 */
export const newsContent: Readonly<Record<string, string>> = {
  '1': `
<p>Since the start of January, twenty-five government elementary schools in Araria district, Bihar, have a working AI and robotics lab of their own. Together they reach <strong>10,000 students</strong> from classes 3 to 8, most of whom had never held a sensor, a motor or a programmable board before.</p>
<h2>What each school received</h2>
<ul>
<li>Twelve robotics kits with motors, sensors and rechargeable batteries</li>
<li>Six laptops with our block-coding and Python software installed, which work offline</li>
<li>A weekly timetable slot and a RoboMinds mentor who visits every school twice a month</li>
<li>Two trained teachers per school, who lead the lessons between visits</li>
</ul>
<h2>Why Araria</h2>
<p>Araria is one of the districts where the fewest children reach a science stream after class 10. The district education office chose the schools with us, favouring those with electricity and a room that can be locked, so the equipment stays safe.</p>
<blockquote>“The children come early on lab days. Attendance on those days is the best of the week.” — Head teacher, Government Middle School, Forbesganj</blockquote>
<p>You can follow the programme school by school on our <a href="/labs#araria">Araria lab page</a>, and read how our <a href="/services#school-programs">school programmes</a> work.</p>`,
  '2': `
<p>Twelve schools in Ahmedabad have signed a three-year partnership with RoboMinds. Each will run a Robotics Lab on campus and choose two further labs from our catalogue; most picked the AI Smart Lab and the 3D Printing Lab.</p>
<h2>How the partnership works</h2>
<ol>
<li>We set up the lab in the school’s own room during the holidays.</li>
<li>A RoboMinds mentor teaches alongside the school’s teachers for the first year.</li>
<li>From the second year the school’s teachers lead, and the mentor visits monthly.</li>
<li>Students present projects at an open day at the end of every term.</li>
</ol>
<p>The curriculum follows the school timetable: one lab period a week for classes 3 to 5 and two periods for classes 6 to 10. Schools that want the same model can read about our <a href="/services#school-programs">school programmes</a>.</p>`,
  '3': `
<p>The Seemanchal Learning Trust has awarded RoboMinds a grant of <strong>250,000 dollars</strong> over two years to make our labs in rural Bihar fully inclusive.</p>
<h2>Where the money goes</h2>
<ul>
<li>Accessible lab kits: tactile components, large-button controllers and screen-reader friendly software</li>
<li>Training for 150 teachers on teaching STEM to children with disabilities</li>
<li>A school bus route on lab days, so girls from distant villages can attend safely</li>
<li>Sign-language interpreters for our competitions and camps</li>
</ul>
<p>Our aim is that at least half of the children in every lab are girls, and that every child with a disability in a partner school can take part. Read more about our <a href="/services#inclusive-programs">inclusive programmes</a>.</p>`,
  '4': `
<p>Four class 7 students from Araria took <strong>second place among 64 teams</strong> at the Bihar State Robotics Challenge in Patna. A year ago none of them had seen a robot kit.</p>
<h2>The rescue robot</h2>
<p>The challenge asked teams to build a robot that follows a line through a flooded village model, finds three stranded figures and carries them to a safe zone. The team’s robot used two light sensors for the line and an ultrasonic sensor to stop in front of each figure.</p>
<h2>What the judges said</h2>
<p>The judges praised the team’s notebook, which recorded every failed attempt and what they changed. “They tested like engineers,” said one of them.</p>
<p>The team trained in the lab that opened in their school in January. See the <a href="/labs#araria">Araria labs</a>.</p>`,
  '5': `
<p>RoboMinds has won the <strong>India EdTech Impact Award</strong> in the “Learning for All” category. The award comes with a <strong>50,000 dollar grant</strong>.</p>
<p>The jury cited our low-cost lab model: equipment that survives power cuts and dust, software that runs offline, and teachers trained to lead lessons themselves.</p>
<h2>What the grant will fund</h2>
<ul>
<li>Twenty new Smart Anganwadi learning corners for children aged 3 to 6</li>
<li>Picture-based activity cards in Hindi, Maithili and Gujarati</li>
<li>Training for the Anganwadi workers who run the corners</li>
</ul>
<p>Thank you to every teacher, parent and partner who made this possible.</p>`,
  '6': `
<p>Doctors and nurses from the district hospital joined our lab schools in Araria for a two-day medical camp. <strong>1,400 children</strong> had a free check-up.</p>
<h2>What the camp offered</h2>
<ul>
<li>Eye tests, with free glasses ordered for 112 children</li>
<li>Dental checks and tooth-brushing lessons</li>
<li>Height and weight charts, with nutrition advice for parents</li>
<li>Referrals to the district hospital where needed, with transport arranged</li>
</ul>
<p>Our students ran a science stall at the camp, showing how the heart pumps with a model they built in their robotics lab. A child who cannot see the board cannot learn, so health camps are part of our <a href="/services#inclusive-programs">inclusive programmes</a>.</p>`,
  '7': `
<p>Choosing a stream after class 10, or a course after class 12, is one of the biggest decisions a student makes, and many families have nobody to ask. Our career counselling camp brought <strong>900 students</strong> together with people who do the jobs they dream of.</p>
<h2>The day</h2>
<ol>
<li>Morning: a talk on streams, entrance exams and scholarships, in Hindi and English</li>
<li>Midday: tables with engineers, nurses, designers, a police officer, a farmer-entrepreneur and civil servants</li>
<li>Afternoon: a one-to-one session where every student wrote a plan with a counsellor</li>
</ol>
<p>Students left with a printed list of scholarships they can apply for. The next camp will be held in Ahmedabad; schools can register through our contact page.</p>`,
  '8': `
<p>On <strong>15 May 2025</strong> we launch our online learning platform: self-paced courses, live sessions with mentors, and reviews of the projects students build at home.</p>
<h2>Three plans</h2>
<ul>
<li><strong>Basic</strong>: all recorded lessons and quizzes for one course</li>
<li><strong>Premium</strong>: Basic plus a weekly live session with a mentor</li>
<li><strong>Complete</strong>: Premium plus a home kit and a personal project review every month</li>
</ul>
<p>The first three courses are Blockzie for grades 3 to 5, Internet of Things for grades 6 to 8 and AR Link for grades 9 to 12.</p>
<p>Places for the first month are limited. <a href="/waitlist">Join the waitlist</a> to get early access.</p>`,
  '9': `
<p>Six Jawahar Navodaya Vidyalayas (JNVs) have opened AI Smart Labs with RoboMinds. JNVs are residential schools for talented children from rural areas, so their students can use the labs in the evenings and at weekends too.</p>
<h2>What students will do</h2>
<ul>
<li>Train image classifiers to sort crops and leaves</li>
<li>Build voice assistants that answer questions in Hindi</li>
<li>Discuss where AI helps and where it can be unfair</li>
</ul>
<p>Each JNV also gets an evening club led by senior students, trained by our mentors. The partnership adds to our work with government schools; see our <a href="/services#school-programs">school programmes</a>.</p>`,
  '10': `
<p>Fifteen Kendriya Vidyalayas (KVs) in Gujarat and Rajasthan will open 3D Printing and Drone Labs in July. Their teachers train with us during the summer break.</p>
<h2>The labs</h2>
<p>In the <strong>3D Printing Lab</strong> students design parts on a computer and print them: gears for their robots, models for geography, tools for the school garden. In the <strong>Drone Lab</strong> they learn how drones fly, fly safely in a netted area and plan mapping missions.</p>
<h2>Safety first</h2>
<p>Drones fly only inside the net or on marked school grounds, with a trained teacher present, and follow the rules for small drones. Every KV receives propeller guards and a safety checklist.</p>`,
  '11': `
<p>Teams from <strong>48 schools</strong> came to Purnia for the first inter-school Drone Challenge, the Seemanchal Cup.</p>
<h2>Three rounds</h2>
<ol>
<li><strong>Obstacle course</strong>: fly through hoops and land on a marked pad</li>
<li><strong>Mapping</strong>: photograph a farm plot and mark the dry patches</li>
<li><strong>Pitch</strong>: present an idea for a drone that helps your village</li>
</ol>
<h2>Winners</h2>
<p>The cup went to a team from Kendriya Vidyalaya Purnia for their flood-warning drone idea. Second place went to a team from one of our <a href="/labs#araria">Araria lab schools</a>. The judges liked that every team tested its drone safely and explained its choices.</p>`,
};
