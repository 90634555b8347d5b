export type DemoStory = {
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  isFeatured: boolean;
  daysAgo: number;
};

export const DEMO_STORIES: DemoStory[] = [
  {
    name: "Amina Yusuf",
    role: "Tomato farmer",
    location: "Kano State",
    content:
      "Before the drip irrigation course I lost half my dry-season tomatoes to uneven watering. I now run a 1,000 m² drip plot from one tank and harvested almost twice as many crates this year. The layout drawings alone were worth the fee.",
    rating: 5,
    isFeatured: true,
    daysAgo: 9,
  },
  {
    name: "Chidi Okonkwo",
    role: "Catfish farmer",
    location: "Imo State",
    content:
      "I started with two tarpaulin ponds and a lot of dead fingerlings. The academy taught me to sort my fish and watch the water, and my survival rate went from about 60% to over 90%. I now have ten ponds and supply three restaurants in Owerri.",
    rating: 5,
    isFeatured: true,
    daysAgo: 21,
  },
  {
    name: "Folake Adeyemi",
    role: "Poultry farmer",
    location: "Ogun State",
    content:
      "The vaccination calendar and the batch records changed how I run my layer farm. I can see my cost per crate every week, and I negotiated a better feed price because I finally knew my numbers.",
    rating: 5,
    isFeatured: true,
    daysAgo: 35,
  },
  {
    name: "Musa Danladi",
    role: "Maize farmer",
    location: "Kaduna State",
    content:
      "Fall armyworm used to make me spray every week. After the IPM course I scout first and spray only when the field needs it, which cut my chemical bill by more than half last season.",
    rating: 4,
    isFeatured: false,
    daysAgo: 50,
  },
  {
    name: "Grace Eze",
    role: "Agro-entrepreneur",
    location: "Enugu State",
    content:
      "The business planning course helped me write the plan that got my cassava processing group its first loan from a microfinance bank. We now buy roots from forty farmers around Nsukka.",
    rating: 5,
    isFeatured: false,
    daysAgo: 64,
  },
  {
    name: "Tunde Bakare",
    role: "Vegetable grower",
    location: "Lagos State",
    content:
      "My soil test showed the land in Epe was too acidic for peppers. With lime and the right fertiliser plan my plants finally looked healthy, and I stopped buying fertiliser I did not need.",
    rating: 4,
    isFeatured: false,
    daysAgo: 77,
  },
];
