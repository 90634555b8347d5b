// Demo assessments written for the courses' content: every figure comes from the course lessons
// and field guides (public/media/guides), so a learner who did the course can pass honestly.
import type { DemoCourseAssessments } from "./assessments.types";

export const DEMO_ASSESSMENTS: DemoCourseAssessments[] = [
  {
    courseSlug: "cassava-production-for-profit",
    final: {
      title: "Final assessment: Cassava Production for Profit",
      passMark: 70,
      attemptsAllowed: 3,
      drawCount: 8,
      questions: [
        {
          type: "multiple",
          prompt: "Which of these are improved cassava varieties? Choose all that are right.",
          options: ["FARO 44", "TME 419", "TMS 98/0581", "SAMMAZ 15", "TMS 30572"],
          correct: [1, 2, 4],
          explanation:
            "TME 419, TMS 98/0581 and TMS 30572 are improved cassava varieties bred for higher yields and for resistance to mosaic disease. FARO 44 is a rice variety and SAMMAZ 15 is a maize variety.",
          marks: 2,
        },
        {
          type: "single",
          prompt: "Which land gives the best cassava yield?",
          options: [
            "A valley bottom that stays wet",
            "Very stony land on a hillside",
            "Deep, well-drained sandy loam",
            "Hard clay that floods for weeks",
          ],
          correct: 2,
          explanation:
            "Cassava roots need loose soil that drains well. They rot in waterlogged land and stay small in stony land.",
        },
        {
          type: "single",
          prompt: "How should you cut cassava stems for planting?",
          options: [
            "About 10 cm, with two nodes",
            "About 25 cm, with five to seven nodes",
            "About 50 cm, with twelve nodes",
            "About 1 m, with twenty nodes",
          ],
          correct: 1,
          explanation:
            "A 25 cm cutting with five to seven nodes has enough buds and stored food to sprout well. Very short pieces often dry out or sprout weakly.",
        },
        {
          type: "number",
          prompt:
            "You plant cassava 1 m between rows and 0.8 m within the row. About how many stands is that on one hectare?",
          answer: 12500,
          tolerance: 100,
          unit: "stands",
          explanation:
            "One hectare is 10,000 m² and each stand takes 1 × 0.8 = 0.8 m². 10,000 ÷ 0.8 = 12,500 stands.",
        },
        {
          type: "single",
          prompt: "How should you put a cassava cutting into the soil?",
          options: [
            "Lay it on top of the soil, uncovered",
            "Push only the tip in, buds pointing down",
            "Bury it upright, with no part showing",
            "Push two thirds in at an angle, buds up",
          ],
          correct: 3,
          explanation:
            "Two thirds in the soil keeps the cutting moist and firm. Buds must point up, or the cutting grows poorly.",
        },
        {
          type: "true_false",
          prompt: "When you clear land for cassava, you should burn the crop residues.",
          answer: false,
          explanation:
            "The course says to clear without burning. Residues left on the land return organic matter and protect the soil.",
        },
        {
          type: "single",
          prompt: "When should you weed cassava?",
          options: [
            "At 3, 8 and 12 weeks after planting",
            "At 6 and 9 months after planting",
            "Once only, just before harvest",
            "Only when weeds are taller than the crop",
          ],
          correct: 0,
          explanation:
            "The first three months decide your yield. After about 12 weeks the cassava leaves shade out most weeds.",
        },
        {
          type: "single",
          prompt:
            "There is no soil test for your field. How much NPK 15-15-15 does the course advise for one hectare of cassava?",
          options: [
            "One 50 kg bag (50 kg)",
            "Ten 50 kg bags (500 kg)",
            "Four 50 kg bags (200 kg)",
            "Twenty 50 kg bags (1,000 kg)",
          ],
          correct: 2,
          explanation:
            "Without a soil test, apply 200 kg of NPK 15-15-15 per hectare, which is four 50 kg bags.",
        },
        {
          type: "single",
          prompt: "Where and when should you apply NPK to cassava?",
          options: [
            "Spread over the whole field on the day of planting",
            "In a ring 10 cm from each stand, 6 to 8 weeks after planting",
            "In the planting hole, touching the cutting, on planting day",
            "Mixed with water and sprayed on the leaves before harvest",
          ],
          correct: 1,
          explanation:
            "By six to eight weeks the plant has roots to take up the fertiliser. A ring 10 cm away feeds the roots without burning the stem.",
          marks: 2,
        },
        {
          type: "true_false",
          prompt: "Cassava roots start to spoil within about two days of harvest.",
          answer: true,
          explanation:
            "That is why you harvest only what the buyer will collect, and agree the price per tonne before you start digging.",
        },
        {
          type: "single",
          prompt: "Most improved cassava varieties are ready to harvest how long after planting?",
          options: ["3 to 4 months", "6 months", "10 to 12 months", "24 to 30 months"],
          correct: 2,
          explanation:
            "Most improved varieties are ready 10 to 12 months after planting. Plan your sale to a processor for that time.",
        },
        {
          type: "short_text",
          prompt:
            "Cassava leaves are yellow and twisted. Which disease does this show? Type its name.",
          accepted: [
            "cassava mosaic disease",
            "cassava mosaic",
            "mosaic disease",
            "mosaic",
            "cmd",
            "cassava mosaic virus",
            "mosaic virus",
            "african cassava mosaic",
            "african cassava mosaic disease",
          ],
          explanation:
            "Yellow, twisted leaves are the sign of cassava mosaic disease. Never take planting stems from a field that shows it.",
        },
      ],
    },
  },
  {
    courseSlug: "commercial-poultry-management",
    final: {
      title: "Final assessment: Commercial Poultry Management",
      passMark: 70,
      attemptsAllowed: 3,
      timeLimitMinutes: 20,
      questions: [
        {
          type: "single",
          prompt: "Which way should the length of a poultry house run?",
          options: [
            "East to west",
            "North to south",
            "Towards the nearest road",
            "Any way, if the roof is high",
          ],
          correct: 0,
          explanation:
            "A house that runs east to west keeps the hot afternoon sun from shining inside, so the birds stay cooler.",
        },
        {
          type: "number",
          prompt:
            "A broiler house has 50 m² of deep-litter floor. At 0.1 m² per bird, how many broilers can it hold?",
          answer: 500,
          tolerance: 0,
          unit: "birds",
          explanation:
            "50 ÷ 0.1 = 500 broilers. More birds than this means heat stress, poor growth and more disease.",
        },
        {
          type: "true_false",
          prompt:
            "Half-walls of block topped with wire mesh help keep birds cool on hot afternoons.",
          answer: true,
          explanation:
            "The wire mesh lets air move through the house. Good air flow carries away heat and ammonia from the litter.",
        },
        {
          type: "single",
          prompt: "What temperature should day-old chicks have at chick level in the first week?",
          options: ["20 to 22 °C", "26 to 28 °C", "32 to 35 °C", "38 to 40 °C"],
          correct: 2,
          explanation:
            "Young chicks cannot keep themselves warm. Keep 32 to 35 °C in the first week, then lower it by about 3 °C each week.",
        },
        {
          type: "single",
          prompt: "Chicks are panting and staying at the edges of the brooder. What should you do?",
          options: [
            "Add more heat at once",
            "Close all the windows",
            "Take away their water",
            "Lower the heat a little",
          ],
          correct: 3,
          explanation:
            "Chicks panting at the edges are too hot. Lower the heat, for example by raising the lamp, and watch them spread out evenly.",
        },
        {
          type: "single",
          prompt:
            "On the course's vaccination calendar, which disease is vaccinated against on day 7 and again on day 21?",
          options: ["Gumboro", "Newcastle disease", "Fowl pox", "Marek's disease"],
          correct: 1,
          explanation:
            "Newcastle vaccine (Lasota or Hitchner B1) goes on day 7, with a booster on day 21. Newcastle disease spreads fast and kills many birds.",
        },
        {
          type: "multiple",
          prompt: "Which of these are good feeding practice? Choose all that are right.",
          options: [
            "Keep feed dry and off the floor",
            "Give mouldy feed to the older birds",
            "Set feeders at the height of the birds' backs",
            "Feed broilers layer mash to save money",
          ],
          correct: [0, 2],
          explanation:
            "Dry feed off the floor does not go mouldy, and feeders at back height cut waste. Mouldy feed harms birds of any age, and layer mash is not made for fast broiler growth.",
          marks: 2,
        },
        {
          type: "single",
          prompt: "Layers: when do you change from grower mash to layer mash?",
          options: [
            "When the first eggs appear",
            "At week 4",
            "At week 8",
            "After a year of laying",
          ],
          correct: 0,
          explanation:
            "Layers get grower mash to about week 18 and layer mash from the first eggs. Layer mash has the extra calcium that laying hens need for strong shells.",
        },
        {
          type: "true_false",
          prompt: "Mouldy feed is safe as long as the birds still eat it.",
          answer: false,
          explanation:
            "Mould causes losses you will not see at once, such as slow growth, fewer eggs and deaths. Throw mouldy feed away.",
        },
        {
          type: "single",
          prompt:
            "Your broilers ate 4,000 kg of feed and gained 2,500 kg of live weight. How many kg of feed did they eat for each kg of weight gained?",
          options: ["0.6", "1.6", "2.5", "6.5"],
          correct: 1,
          explanation:
            "4,000 ÷ 2,500 = 1.6 kg of feed for each kg gained. The lower this number, the less each kilogram of meat costs you.",
          marks: 2,
        },
        {
          type: "short_text",
          prompt:
            "Feed eaten divided by weight gained tells a broiler farmer whether the batch makes money. What is this number called?",
          accepted: [
            "feed conversion ratio",
            "fcr",
            "feed conversion",
            "feed conversion rate",
            "feed conversion ratio (fcr)",
            "feed to gain ratio",
            "feed:gain ratio",
            "feed-to-gain ratio",
          ],
          explanation:
            "It is the feed conversion ratio (FCR). Work it out every week, because feed is the biggest cost on a broiler farm.",
        },
        {
          type: "single",
          prompt: "You keep layers. Which number tells you each week whether they make money?",
          options: [
            "The number of feeders in the house",
            "The price of day-old chicks this week",
            "The number of feed bags in the store",
            "The cost of producing one crate of 30 eggs",
          ],
          correct: 3,
          explanation:
            "Compare the cost of producing one crate of 30 eggs with the price buyers pay. If the cost is higher, the flock is losing money.",
        },
      ],
    },
    lessonChecks: [
      {
        lessonTitle: "Brooding day-old chicks",
        required: true,
        quiz: {
          title: "Check: Brooding day-old chicks",
          passMark: 60,
          attemptsAllowed: 0,
          questions: [
            {
              type: "true_false",
              prompt: "You should warm the brooder for a day before the chicks arrive.",
              answer: true,
              explanation:
                "The litter and air need time to warm up. Chicks that arrive in a cold brooder huddle, eat less and die more.",
            },
            {
              type: "single",
              prompt:
                "The chicks are crowding close together under the heat source. What does this tell you?",
              options: [
                "They are too hot",
                "They need more feed",
                "They want less light",
                "They are too cold",
              ],
              correct: 3,
              explanation:
                "Chicks crowd under the heat when they are cold. Add heat until they spread out evenly.",
            },
            {
              type: "single",
              prompt: "What should chicks get when they arrive on the farm?",
              options: [
                "Feed only, with water from day three",
                "Nothing at all for the first day",
                "Clean water with glucose, then feed within two hours",
                "Cold water only, with feed the next day",
              ],
              correct: 2,
              explanation:
                "Water with glucose gives quick energy after the journey, and early feed gets chicks eating. This helps keep first-week deaths below 3%.",
            },
          ],
        },
      },
      {
        lessonTitle: "Vaccination and biosecurity",
        required: false,
        quiz: {
          title: "Check: Vaccination and biosecurity",
          passMark: 60,
          attemptsAllowed: 0,
          questions: [
            {
              type: "single",
              prompt: "On the course's calendar, when is the first Gumboro vaccine given?",
              options: ["Day 1, at the hatchery", "Day 10 to 14", "Week 6 to 8", "Week 16 to 18"],
              correct: 1,
              explanation:
                "Gumboro (infectious bursal disease) vaccine goes on day 10 to 14, with a booster on day 28. Ask your vet to confirm the dates for your area.",
            },
            {
              type: "single",
              prompt: "How is the fowl pox vaccine given to layers?",
              options: [
                "Through the wing web",
                "In the drinking water",
                "As an eye drop",
                "Mixed into the feed",
              ],
              correct: 0,
              explanation:
                "Fowl pox vaccine is pricked into the wing web at 6 to 8 weeks. About a week later, look for a small swelling that shows it worked.",
            },
            {
              type: "true_false",
              prompt:
                "A footbath of disinfectant at the door helps keep disease out of the poultry house.",
              answer: true,
              explanation:
                "Disease often comes in on boots. Step through the footbath every time, and change the disinfectant often so it stays strong.",
            },
          ],
        },
      },
    ],
  },
  {
    courseSlug: "catfish-farming-for-beginners",
    final: {
      title: "Final assessment: Catfish Farming for Beginners",
      passMark: 70,
      attemptsAllowed: 3,
      questions: [
        {
          type: "single",
          prompt: "About how long does a tarpaulin pond last?",
          options: ["6 months to 1 year", "3 to 5 years", "20 to 30 years", "More than 50 years"],
          correct: 1,
          explanation:
            "Tarpaulin ponds are cheap and quick to set up but last three to five years. Concrete ponds cost more but last decades.",
        },
        {
          type: "single",
          prompt: "What does an earthen pond need?",
          options: [
            "A roof to keep out the sun",
            "Sandy soil that drains fast",
            "A site on a rocky hilltop",
            "Constant water and clay soil",
          ],
          correct: 3,
          explanation:
            "Water drains away through sandy soil. An earthen pond needs clay soil that holds water and a source that does not dry up.",
        },
        {
          type: "true_false",
          prompt:
            "A steady supply of clean water, such as a borehole, is the most important investment for a fish farm.",
          answer: true,
          explanation:
            "Catfish live in the water you give them. Without clean water for regular changes, the fish get sick and stop growing.",
        },
        {
          type: "number",
          prompt:
            "Your tarpaulin pond holds 10 cubic metres of water. At about 100 fish per cubic metre, how many fingerlings should you stock?",
          answer: 1000,
          tolerance: 50,
          unit: "fingerlings",
          explanation:
            "10 × 100 = 1,000 fingerlings. More fish than this fouls the water quickly and slows growth.",
        },
        {
          type: "single",
          prompt: "What size of feed do fingerlings get in weeks 1 to 4?",
          options: [
            "2 mm floating feed",
            "4 mm floating feed",
            "6 to 9 mm feed",
            "Whole maize grains",
          ],
          correct: 0,
          explanation:
            "Young fish have small mouths, so they start on 2 mm floating feed. Move to bigger pellets as they grow.",
        },
        {
          type: "single",
          prompt:
            "Your fingerlings weigh 10 kg in total. In weeks 1 to 4 you feed 5% of body weight a day. How much feed is that each day?",
          options: ["50 g", "500 g", "5 kg", "10 kg"],
          correct: 1,
          explanation:
            "5% of 10 kg is 0.5 kg, which is 500 g a day, split into three meals. Weigh a few fish often so you can raise the ration as they grow.",
          marks: 2,
        },
        {
          type: "multiple",
          prompt: "Which of these keep pond water healthy? Choose all that are right.",
          options: [
            "Change a third of the water twice a week",
            "Feed more when fish gasp at the surface",
            "Remove feed not eaten within 15 minutes",
            "Leave dead fish in the pond",
          ],
          correct: [0, 2],
          explanation:
            "Regular water changes and removing leftover feed keep the water clean. Gasping fish need fresh water, not more feed, and dead fish must come out at once.",
          marks: 2,
        },
        {
          type: "single",
          prompt:
            "Early in the morning your fish are gasping at the surface. What is the most likely problem?",
          options: [
            "They are short of oxygen",
            "They are hungry",
            "They are ready for harvest",
            "They want more light",
          ],
          correct: 0,
          explanation:
            "Gasping at the surface in the early morning means there is too little oxygen in the water. Change part of the water at once and feed less until they recover.",
        },
        {
          type: "true_false",
          prompt: "You can put newly bought fish straight into the pond with your other fish.",
          answer: false,
          explanation:
            "Keep new fish apart for a week first. This stops them bringing disease into a healthy pond.",
        },
        {
          type: "short_text",
          prompt:
            "When big and small catfish are kept together, the big ones eat the small ones. What is this called?",
          accepted: [
            "cannibalism",
            "canibalism",
            "cannibalisation",
            "cannibalization",
            "cannibalising",
            "cannibalizing",
            "cannibal",
          ],
          explanation:
            "This is cannibalism. Sorting the fish by size every two to three weeks prevents it.",
        },
        {
          type: "single",
          prompt: "About how long do catfish take to reach table size of 1 to 1.2 kg?",
          options: ["About one month", "About two years", "About five months", "About three years"],
          correct: 2,
          explanation:
            "With good feed and clean water, catfish reach 1 to 1.2 kg in about five months. Agree prices with buyers a month before.",
        },
        {
          type: "single",
          prompt: "What should you do the day before you harvest?",
          options: [
            "Feed twice as much as usual",
            "Drain all the water out",
            "Add new fingerlings",
            "Stop feeding the fish",
          ],
          correct: 3,
          explanation:
            "Fish with empty stomachs foul the water less on the way to market, so more of them arrive alive.",
        },
      ],
    },
    lessonChecks: [
      {
        lessonTitle: "Stocking healthy fingerlings",
        required: true,
        quiz: {
          title: "Check: Stocking healthy fingerlings",
          passMark: 60,
          attemptsAllowed: 0,
          questions: [
            {
              type: "single",
              prompt:
                "How many fish per cubic metre does the course advise for a tarpaulin pond with regular water changes?",
              options: ["About 10", "About 100", "About 500", "About 1,000"],
              correct: 1,
              explanation:
                "About 100 fish per cubic metre, with regular water changes. More fish than this fouls the water quickly.",
            },
            {
              type: "single",
              prompt: "Your fingerlings arrive in plastic bags. What should you do first?",
              options: [
                "Float the bags in the pond for 15 minutes",
                "Pour them in at once to save time",
                "Leave the bags in the sun for an hour",
                "Add salt to the bags, then pour at once",
              ],
              correct: 0,
              explanation:
                "Floating the bags lets the water inside reach the pond's temperature, so the fish are not shocked when you release them.",
            },
            {
              type: "true_false",
              prompt: "Fingerlings of mixed sizes are better than fingerlings of even size.",
              answer: false,
              explanation:
                "Buy fingerlings of even size from a hatchery you trust. Even-sized fish grow together, and big ones are less likely to eat small ones.",
            },
          ],
        },
      },
      {
        lessonTitle: "Feeding and sorting",
        required: false,
        quiz: {
          title: "Check: Feeding and sorting",
          passMark: 60,
          attemptsAllowed: 0,
          questions: [
            {
              type: "single",
              prompt: "How often should you sort catfish by size?",
              options: [
                "Every day",
                "Only once, at harvest",
                "Every six months",
                "Every two to three weeks",
              ],
              correct: 3,
              explanation:
                "Sorting every two to three weeks keeps fish of the same size together, so big fish cannot eat small ones.",
            },
            {
              type: "single",
              prompt: "The fish have not eaten all the feed after 15 minutes. What should you do?",
              options: [
                "Leave it for tomorrow",
                "Add more feed on top",
                "Remove the feed that is left",
                "Stir it into the water",
              ],
              correct: 2,
              explanation:
                "Uneaten feed rots and fouls the water. Remove it, and give a little less at the next meal.",
            },
            {
              type: "single",
              prompt: "From week 11 until harvest, which feed size do the fish get?",
              options: ["1 mm", "2 mm", "4 mm", "6 to 9 mm"],
              correct: 3,
              explanation:
                "Big fish need big pellets: 6 to 9 mm feed at 2 to 3% of body weight a day from week 11 to harvest.",
            },
          ],
        },
      },
    ],
  },
  {
    courseSlug: "integrated-pest-management-for-maize",
    final: {
      title: "Final assessment: Integrated Pest Management for Maize",
      passMark: 70,
      attemptsAllowed: 3,
      drawCount: 8,
      questions: [
        {
          type: "short_text",
          prompt:
            "You find caterpillars in the maize whorl, with sawdust-like droppings and an upside-down Y on the head. Which pest is this?",
          accepted: [
            "fall armyworm",
            "fall army worm",
            "fall-armyworm",
            "armyworm",
            "army worm",
            "faw",
            "spodoptera frugiperda",
            "spodoptera",
          ],
          explanation:
            "These are the signs of fall armyworm. It spreads fast, so scout twice a week in the first six weeks.",
        },
        {
          type: "multiple",
          prompt: "Which signs point to stem borers? Choose all that are right.",
          options: [
            "Floury dust in stored grain",
            "Small holes in a row across a leaf",
            "Grains with holes in the store",
            "Tunnels inside the stem",
          ],
          correct: [1, 3],
          explanation:
            "Stem borers leave a row of small holes in the leaf and tunnel inside the stem. Floury dust and holed grains in store come from weevils and the larger grain borer.",
          marks: 2,
        },
        {
          type: "single",
          prompt: "How often should you scout your maize in the first six weeks?",
          options: ["Once a month", "Once, at tasselling", "Only after heavy rain", "Twice a week"],
          correct: 3,
          explanation:
            "Fall armyworm builds up fast on young maize. Scouting twice a week lets you act before the damage is big.",
        },
        {
          type: "single",
          prompt: "When you scout in a W pattern, which plants do you check?",
          options: [
            "10 plants in a row at each of 5 points",
            "The 50 biggest plants near the road",
            "Only plants that already look damaged",
            "5 plants close to the field gate",
          ],
          correct: 0,
          explanation:
            "Ten plants in a row at five points across the field gives 50 plants. This shows the whole field, not only the edge.",
        },
        {
          type: "number",
          prompt:
            "You checked 50 plants and 14 of them had fresh damage. What percentage of the plants is damaged?",
          answer: 28,
          tolerance: 1,
          unit: "%",
          explanation:
            "14 ÷ 50 × 100 = 28%. In the first four weeks that is above the 20% threshold, so action is needed.",
          marks: 2,
        },
        {
          type: "single",
          prompt:
            "Your maize is three weeks old. In your W-pattern scout, 8 of the 50 plants have fresh damage. What should you do?",
          options: [
            "Spray the whole field today",
            "Uproot all the damaged plants",
            "Keep scouting twice a week; do not spray yet",
            "Plough in the crop and plant again",
          ],
          correct: 2,
          explanation:
            "8 of 50 is 16%, below the 20% threshold for young maize. Spraying now wastes money and kills the natural enemies, so keep scouting.",
          marks: 2,
        },
        {
          type: "true_false",
          prompt:
            "Broad-spectrum sprays also kill the ants, earwigs and wasps that eat pest eggs and larvae.",
          answer: true,
          explanation:
            "These natural enemies work for you for free. Spray only when the threshold is passed, with a product registered for the pest.",
        },
        {
          type: "single",
          prompt: "Which of these helps prevent pest damage before you need to spray?",
          options: [
            "Plant late, after your neighbours",
            "Plant early, together with neighbours",
            "Leave bushy, weedy field margins",
            "Spray every week from planting",
          ],
          correct: 1,
          explanation:
            "When neighbours all plant early with the reliable rains, pests find fewer young plants to move between. Clean margins also give them less shelter.",
        },
        {
          type: "single",
          prompt: "When is the best time of day to spray maize?",
          options: [
            "Early morning or late afternoon",
            "At midday, in full sun",
            "Just before heavy rain",
            "Any time; it makes no difference",
          ],
          correct: 0,
          explanation:
            "In the cool of the morning or late afternoon, less spray drifts away or dries before it works. Aim it into the whorl, where the larvae feed.",
        },
        {
          type: "true_false",
          prompt:
            "It is fine to keep pesticide in an empty drink bottle if you write a label on it.",
          answer: false,
          explanation:
            "Never keep chemicals in food or drink containers, because someone may drink from them by mistake. Keep them in the original container, locked away.",
        },
        {
          type: "single",
          prompt: "Before storage, dry maize grain to below what moisture level?",
          options: ["13%", "18%", "25%", "30%"],
          correct: 0,
          explanation:
            "Grain above 13% moisture goes mouldy and lets insects multiply. Dry it well before you bag it.",
        },
        {
          type: "single",
          prompt:
            "What keeps dry maize safe from weevils for many months without storage chemicals?",
          options: [
            "Open woven sacks on the floor",
            "Heaps covered with leaves",
            "Baskets kept in the sun",
            "Sealed hermetic bags",
          ],
          correct: 3,
          explanation:
            "Hermetic bags are sealed so no air gets in. Insects inside run out of air and die, so the grain keeps for months.",
        },
      ],
    },
  },
  {
    courseSlug: "soil-testing-and-fertiliser-planning",
    final: {
      title: "Final assessment: Soil Testing and Fertiliser Planning",
      passMark: 70,
      attemptsAllowed: 3,
      questions: [
        {
          type: "single",
          prompt: "At which soil pH is phosphorus locked up, and aluminium may damage the roots?",
          options: ["pH 4.8", "pH 6.0", "pH 6.5", "pH 7.0"],
          correct: 0,
          explanation:
            "Below pH 5.5 the soil is too acidic: phosphorus is locked up and aluminium can harm roots. Such soil needs lime.",
        },
        {
          type: "true_false",
          prompt: "Organic matter helps soil hold water and nutrients.",
          answer: true,
          explanation:
            "Organic matter acts like a sponge for water and nutrients, and it feeds soil life. Low organic carbon (below 1%) is a warning sign.",
        },
        {
          type: "single",
          prompt: "How many cores should you take to make one soil sample?",
          options: [
            "2 cores from one corner",
            "5 cores along the edge",
            "20 cores in a zig-zag",
            "100 cores in one line",
          ],
          correct: 2,
          explanation:
            "Twenty cores in a zig-zag across the field give a sample that shows the whole field, not one spot.",
        },
        {
          type: "single",
          prompt: "How deep should each soil core be?",
          options: ["0 to 5 cm", "0 to 20 cm", "40 to 60 cm", "About 1 metre"],
          correct: 1,
          explanation:
            "Most crop roots feed in the top 20 cm, so sample from the surface down to 20 cm.",
        },
        {
          type: "multiple",
          prompt:
            "Which of these are right when you take a soil sample? Choose all that are right.",
          options: [
            "Avoid ant hills and old heaps",
            "Mix the cores in a used fertiliser bag",
            "Mix the cores in a clean bucket",
            "Take all the cores from the best spot",
            "Write the field name and date on the bag",
          ],
          correct: [0, 2, 4],
          explanation:
            "Ant hills, old heaps and used fertiliser bags give false results, and one spot does not show the whole field. A clean bucket and a clear label keep the sample true.",
          marks: 2,
        },
        {
          type: "single",
          prompt: "After mixing the cores, how much soil do you keep to send to the laboratory?",
          options: ["About 50 g", "About 500 g", "About 5 kg", "About 25 kg"],
          correct: 1,
          explanation:
            "About 500 g of well-mixed soil is enough for the tests. Put it in a labelled bag and send it within a week.",
        },
        {
          type: "true_false",
          prompt: "One soil sample can cover two fields that were farmed in different ways.",
          answer: false,
          explanation:
            "Take one sample for each field that looks the same and has been managed the same. Mixing different fields gives a result that fits neither.",
        },
        {
          type: "single",
          prompt:
            "Your report shows available phosphorus of 6 mg/kg. By the course's rough guide, what is this level?",
          options: ["High", "Medium", "Low"],
          correct: 2,
          explanation:
            "Available phosphorus below 10 mg/kg is low for Nigerian soils, so the crop will need phosphate fertiliser.",
        },
        {
          type: "number",
          prompt:
            "Each 50 kg bag of NPK 15-15-15 supplies 7.5 kg of phosphate. How many bags do you need to supply 30 kg of phosphate?",
          answer: 4,
          tolerance: 0,
          unit: "bags",
          explanation: "30 ÷ 7.5 = 4 bags of NPK 15-15-15.",
          marks: 2,
        },
        {
          type: "single",
          prompt: "How much nitrogen does one 50 kg bag of urea supply?",
          options: ["7.5 kg", "15 kg", "23 kg", "46 kg"],
          correct: 2,
          explanation:
            "Urea is 46% nitrogen, so a 50 kg bag holds 23 kg of nitrogen. That is about three times what a bag of NPK 15-15-15 gives.",
        },
        {
          type: "single",
          prompt: "Why split nitrogen between planting and four to six weeks later?",
          options: [
            "The bags keep better in the store",
            "It raises the soil pH quickly",
            "It kills the weeds between rows",
            "Less is lost, so the crop gets more",
          ],
          correct: 3,
          explanation:
            "Nitrogen applied all at once is easily washed away by rain. Two smaller doses reach the crop when it needs them.",
        },
        {
          type: "short_text",
          prompt: "What do you add to acidic soil to raise its pH? Type its name.",
          accepted: [
            "lime",
            "agricultural lime",
            "agric lime",
            "agriculture lime",
            "liming",
            "limestone",
            "ground limestone",
            "dolomite",
            "dolomitic lime",
            "dolomitic limestone",
            "calcitic lime",
            "calcium carbonate",
          ],
          explanation:
            "Lime raises the pH of acidic soil so the roots can use phosphorus again. Apply it two to four weeks before planting.",
        },
      ],
    },
  },
];
