// The demo community seeded on first start: creators with complete profiles, and followers.
import type { ExploreCategory } from "../../../domain/creators";
import type { MembershipSource } from "../../../domain/memberships";
import type { Gender } from "../../../domain/roles";
import type { TrialLength } from "../../../domain/trials";
import type { Supplement } from "../schema";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_EMAIL_DOMAIN = "demo.fitcreators.app";

export interface DemoCreator {
  username: string;
  gender: Gender;
  bio: string;
  location: string;
  age: number;
  categories: ExploreCategory[];
  proPriceCents: number;
  allStarPriceCents: number;
  /** A free trial on PRO for new members, in days (none when left out). */
  proTrialDays?: TrialLength;
  /** Both paid tiers sold by the year too, at this discount in percent (monthly only when left out). */
  yearlyDiscountPercent?: number;
  philosophy: string;
  certifications: string[];
  hobbies: string[];
  achievements: string[];
  supplements: Omit<Supplement, "id">[];
  /** Two colours for the generated picture and cover. */
  palette: [string, string];
}

const whey = (brand: string): Omit<Supplement, "id"> => ({
  name: "Whey Isolate",
  brand,
  category: "protein",
  price: "$49.99",
  timing: "Within 30 minutes after training",
  dosage: "1 scoop (30 g)",
  description: "Fast-digesting protein to support recovery.",
  benefits: ["Muscle recovery", "Easy on digestion"],
  imageUrl: "",
  referralLink: "https://example.com/whey",
});

const creatine: Omit<Supplement, "id"> = {
  name: "Creatine Monohydrate",
  brand: "PureForm",
  category: "performance",
  price: "$24.99",
  timing: "Any time, daily",
  dosage: "5 g",
  description: "The most studied supplement for strength and power.",
  benefits: ["Strength", "Power output", "Training volume"],
  imageUrl: "",
  referralLink: "https://example.com/creatine",
};

export const demoCreators: DemoCreator[] = [
  {
    username: "maya_strong",
    gender: "female",
    bio: "Powerlifter and strength coach. I help busy people get strong in three sessions a week.",
    location: "Austin, TX",
    age: 31,
    categories: ["strength_training"],
    proPriceCents: 1299,
    allStarPriceCents: 2999,
    yearlyDiscountPercent: 20,
    philosophy: "Strength is a skill: practise it often, never to failure, and let consistency do the rest.",
    certifications: ["NSCA-CSCS", "USAPL Club Coach"],
    hobbies: ["Rock climbing", "Sourdough baking"],
    achievements: ["USAPL Texas State Champion 2024", "200 kg deadlift at 63 kg bodyweight"],
    supplements: [whey("Iron Labs"), creatine],
    palette: ["#f97316", "#7c2d12"],
  },
  {
    username: "leo_flow",
    gender: "male",
    bio: "Yoga teacher blending vinyasa and mobility work for athletes who feel stiff.",
    location: "Lisbon, Portugal",
    age: 34,
    categories: ["yoga_flexibility"],
    proPriceCents: 899,
    allStarPriceCents: 1799,
    philosophy: "Mobility is freedom. Ten minutes a day beats an hour once a month.",
    certifications: ["RYT-500", "FRC Mobility Specialist"],
    hobbies: ["Surfing", "Ceramics"],
    achievements: ["Taught 2,000+ classes", "Yoga coach for a pro surf team"],
    supplements: [],
    palette: ["#14b8a6", "#134e4a"],
  },
  {
    username: "run_with_ana",
    gender: "female",
    bio: "Marathoner and running coach. From your first 5K to your Boston qualifier.",
    location: "Boston, MA",
    age: 28,
    categories: ["cardio_running"],
    proPriceCents: 999,
    allStarPriceCents: 1999,
    proTrialDays: 7,
    philosophy: "Run easy most days so you can run hard on the days that matter.",
    certifications: ["RRCA Running Coach", "USATF Level 1"],
    hobbies: ["Trail photography", "Coffee roasting"],
    achievements: ["2:49 marathon", "Boston Marathon finisher x5"],
    supplements: [
      {
        name: "Electrolyte Mix",
        brand: "SaltStick",
        category: "recovery",
        price: "$19.99",
        timing: "During runs over 60 minutes",
        dosage: "1 sachet per 500 ml",
        description: "Sodium and potassium for long efforts.",
        benefits: ["Hydration", "Fewer cramps"],
        imageUrl: "",
        referralLink: "https://example.com/electrolytes",
      },
    ],
    palette: ["#3b82f6", "#1e3a8a"],
  },
  {
    username: "chef_marco_fit",
    gender: "male",
    bio: "Sports nutritionist and chef. High-protein meals that take under 20 minutes.",
    location: "Milan, Italy",
    age: 39,
    categories: ["nutrition"],
    proPriceCents: 799,
    allStarPriceCents: 1599,
    philosophy: "No food is forbidden; plan the week, cook in batches, enjoy the pasta.",
    certifications: ["MSc Sports Nutrition", "Precision Nutrition L2"],
    hobbies: ["Cycling", "Wine tasting"],
    achievements: ["Author of 'Fast Fuel' cookbook", "Nutrition lead for a Serie A academy"],
    supplements: [whey("NutriPro")],
    palette: ["#22c55e", "#14532d"],
  },
  {
    username: "sofia_hiit",
    gender: "female",
    bio: "HIIT and conditioning workouts you can do in a living room in 25 minutes.",
    location: "São Paulo, Brazil",
    age: 27,
    categories: ["cardio_running", "strength_training"],
    proPriceCents: 699,
    allStarPriceCents: 1499,
    philosophy: "Short, intense and joyful: workouts you actually want to come back to.",
    certifications: ["ACE Certified Personal Trainer"],
    hobbies: ["Samba", "Beach volleyball"],
    achievements: ["1M+ workouts completed by my community"],
    supplements: [creatine],
    palette: ["#ec4899", "#831843"],
  },
  {
    username: "coach_dre",
    gender: "male",
    bio: "Former sprinter, now coaching athletic strength and speed for everyday athletes.",
    location: "Atlanta, GA",
    age: 36,
    categories: ["strength_training", "cardio_running"],
    proPriceCents: 1499,
    allStarPriceCents: 3499,
    philosophy: "Train like an athlete: move fast, lift heavy, recover hard.",
    certifications: ["NSCA-CSCS", "USATF Level 2 Sprints"],
    hobbies: ["Jazz piano", "Mentoring youth teams"],
    achievements: ["NCAA All-American 100 m", "Coached 12 collegiate signees"],
    supplements: [whey("Iron Labs"), creatine],
    palette: ["#eab308", "#713f12"],
  },
  {
    username: "zen_camille",
    gender: "female",
    bio: "Pilates and yin yoga for posture, back health and calmer evenings.",
    location: "Lyon, France",
    age: 42,
    categories: ["yoga_flexibility"],
    proPriceCents: 999,
    allStarPriceCents: 2499,
    philosophy: "Breathe first. Strength and flexibility follow a calm nervous system.",
    certifications: ["STOTT Pilates", "Yin Yoga 200h"],
    hobbies: ["Gardening", "Watercolour"],
    achievements: ["Opened three studios in Lyon"],
    supplements: [
      {
        name: "Magnesium Glycinate",
        brand: "CalmCore",
        category: "vitamins",
        price: "$17.50",
        timing: "Evening",
        dosage: "200 mg",
        description: "Supports sleep and muscle relaxation.",
        benefits: ["Sleep quality", "Relaxation"],
        imageUrl: "",
        referralLink: "https://example.com/magnesium",
      },
    ],
    palette: ["#a855f7", "#4c1d95"],
  },
  {
    username: "plantpower_kai",
    gender: "other",
    bio: "Plant-based athlete and dietitian. Build muscle on plants without the guesswork.",
    location: "Vancouver, Canada",
    age: 30,
    categories: ["nutrition", "strength_training"],
    proPriceCents: 899,
    allStarPriceCents: 1999,
    philosophy: "Protein targets, whole foods, and meals that taste like food.",
    certifications: ["Registered Dietitian", "ISSN Sports Nutrition Specialist"],
    hobbies: ["Hiking", "Fermentation"],
    achievements: ["Natural bodybuilding pro card 2023"],
    supplements: [
      {
        name: "Pea & Rice Protein",
        brand: "GreenFuel",
        category: "protein",
        price: "$39.99",
        timing: "Breakfast or after training",
        dosage: "1 scoop",
        description: "Complete plant protein blend.",
        benefits: ["Complete amino acids", "Dairy free"],
        imageUrl: "",
        referralLink: "https://example.com/plant-protein",
      },
    ],
    palette: ["#84cc16", "#365314"],
  },
];

export const demoFollowers: { username: string; gender: Gender }[] = [
  { username: "alex_follows", gender: "male" },
  { username: "jordan_lifts", gender: "prefer_not_to_say" },
  { username: "priya_moves", gender: "female" },
];

export const demoEmail = (username: string) => `${username.replace(/_/g, ".")}@${DEMO_EMAIL_DOMAIN}`;

/**
 * Who follows whom in the demo, at which tier, since when and from where. `joined` is days ago,
 * or whole months ago for a paid membership whose renewal falls today: maya_strong's two paid
 * members renew on the day the demo is made, so her overview's month holds one payment of each.
 */
export const demoMemberships: {
  follower: string;
  creator: string;
  tier: "rookie" | "pro" | "all_star";
  joined: number | { months: number };
  source: MembershipSource;
}[] = [
  { follower: "alex_follows", creator: "maya_strong", tier: "all_star", joined: { months: 3 }, source: "explore" },
  { follower: "alex_follows", creator: "leo_flow", tier: "pro", joined: 75, source: "home" },
  { follower: "alex_follows", creator: "run_with_ana", tier: "rookie", joined: 70, source: "explore" },
  { follower: "jordan_lifts", creator: "maya_strong", tier: "rookie", joined: 45, source: "profile" },
  { follower: "jordan_lifts", creator: "coach_dre", tier: "pro", joined: 65, source: "explore" },
  { follower: "priya_moves", creator: "zen_camille", tier: "all_star", joined: 80, source: "home" },
  { follower: "priya_moves", creator: "maya_strong", tier: "pro", joined: { months: 2 }, source: "profile" },
];
