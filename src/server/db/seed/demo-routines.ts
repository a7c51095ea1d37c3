// Demo daily routines for the creators demo followers are members of, so their profiles' Routine
// tab has a timeline to show.
import type { ScheduleBlock } from "../../../domain/routines";

type DemoBlock = Pick<ScheduleBlock, "startTime" | "endTime" | "activity" | "type"> & Partial<ScheduleBlock>;

interface DemoRoutine {
  title: string;
  notes: string;
  blocks: DemoBlock[];
}

/** Each creator's days cycle through these plans. */
export const demoRoutines: Record<string, DemoRoutine[]> = {
  maya_strong: [
    {
      title: "Heavy lower body",
      notes: "Sleep 8 hours before a heavy day. Warm up every lift with two lighter sets.",
      blocks: [
        {
          startTime: "05:30",
          endTime: "06:00",
          activity: "Wake up & hydrate",
          type: "other",
          description: "500 ml water with electrolytes.",
        },
        {
          startTime: "06:00",
          endTime: "06:30",
          activity: "Pre-workout meal",
          type: "meal",
          description: "Oats, banana and a scoop of whey.",
        },
        {
          startTime: "07:00",
          endTime: "08:30",
          activity: "Back squat & deadlift",
          type: "workout",
          description: "5x5 squat at 80%, 3x3 deadlift.",
          videoUrl: "https://www.youtube.com/watch?v=ultWZbUMPL8",
        },
        {
          startTime: "08:30",
          endTime: "08:45",
          activity: "Creatine & protein",
          type: "supplement",
          description: "5 g creatine, 30 g whey.",
        },
        {
          startTime: "12:30",
          endTime: "13:00",
          activity: "Lunch",
          type: "meal",
          description: "Chicken, rice and greens.",
        },
        { startTime: "16:00", endTime: "16:15", activity: "Greek yogurt & berries", type: "snack" },
        { startTime: "22:30", endTime: "06:00", activity: "Sleep", type: "sleep", description: "Phone off at 22:00." },
      ],
    },
    {
      title: "Upper body push",
      notes: "Keep the shoulders healthy: band pull-aparts between sets.",
      blocks: [
        {
          startTime: "06:00",
          endTime: "06:30",
          activity: "Breakfast",
          type: "meal",
          description: "Eggs, toast and fruit.",
        },
        {
          startTime: "07:00",
          endTime: "08:00",
          activity: "Bench press & overhead press",
          type: "workout",
          description: "4x6 bench, 3x8 press.",
        },
        { startTime: "09:00", endTime: "12:00", activity: "Client coaching", type: "work" },
        { startTime: "12:30", endTime: "13:00", activity: "Lunch", type: "meal" },
        { startTime: "22:30", endTime: "06:00", activity: "Sleep", type: "sleep" },
      ],
    },
  ],
  leo_flow: [
    {
      title: "Morning flow",
      notes: "Move with the breath; no rushing between poses.",
      blocks: [
        {
          startTime: "06:00",
          endTime: "06:20",
          activity: "Breathwork",
          type: "other",
          description: "Box breathing, 4-4-4-4.",
        },
        {
          startTime: "06:30",
          endTime: "07:30",
          activity: "Vinyasa flow",
          type: "workout",
          description: "Sun salutations into hip openers.",
        },
        { startTime: "08:00", endTime: "08:30", activity: "Smoothie bowl", type: "meal" },
        { startTime: "21:00", endTime: "21:20", activity: "Evening stretch", type: "workout" },
        { startTime: "22:00", endTime: "06:00", activity: "Sleep", type: "sleep" },
      ],
    },
  ],
  run_with_ana: [
    {
      title: "Tempo run day",
      notes: "Tempo pace is comfortably hard: you can speak a few words, not sentences.",
      blocks: [
        { startTime: "05:45", endTime: "06:00", activity: "Coffee & toast", type: "meal" },
        {
          startTime: "06:15",
          endTime: "07:15",
          activity: "Tempo run",
          type: "workout",
          description: "2 km warm-up, 6 km at tempo, 2 km easy.",
        },
        { startTime: "07:30", endTime: "07:40", activity: "Electrolytes", type: "supplement" },
        { startTime: "09:00", endTime: "17:00", activity: "Office", type: "work" },
        { startTime: "22:00", endTime: "05:45", activity: "Sleep", type: "sleep" },
      ],
    },
    {
      title: "Easy miles",
      notes: "Zone 2 only today.",
      blocks: [
        { startTime: "06:30", endTime: "07:30", activity: "Easy run", type: "workout", description: "8 km in zone 2." },
        { startTime: "07:45", endTime: "08:15", activity: "Breakfast", type: "meal" },
        { startTime: "22:00", endTime: "06:00", activity: "Sleep", type: "sleep" },
      ],
    },
  ],
  coach_dre: [
    {
      title: "Speed day",
      notes: "Full rest between sprints: speed work is quality, not fatigue.",
      blocks: [
        {
          startTime: "06:30",
          endTime: "07:00",
          activity: "Breakfast",
          type: "meal",
          description: "Eggs, oats and berries.",
        },
        {
          startTime: "08:00",
          endTime: "08:20",
          activity: "Sprint warm-up",
          type: "workout",
          description: "A-skips, B-skips, high knees, three build-ups.",
        },
        {
          startTime: "08:20",
          endTime: "09:15",
          activity: "Acceleration sprints",
          type: "workout",
          description: "6 x 30 m from a three-point start, 3 minutes rest.",
        },
        {
          startTime: "09:15",
          endTime: "09:30",
          activity: "Protein shake",
          type: "supplement",
          description: "30 g whey, 5 g creatine.",
        },
        { startTime: "12:00", endTime: "18:00", activity: "Coaching at the track", type: "work" },
        { startTime: "22:30", endTime: "06:30", activity: "Sleep", type: "sleep" },
      ],
    },
    {
      title: "Strength and jumps",
      notes: "Jumps first while fresh, then lift.",
      blocks: [
        { startTime: "07:00", endTime: "07:30", activity: "Breakfast", type: "meal" },
        {
          startTime: "09:00",
          endTime: "10:15",
          activity: "Trap-bar jumps & squats",
          type: "workout",
          description: "5 x 3 jumps, 4 x 5 front squat.",
        },
        {
          startTime: "13:00",
          endTime: "13:30",
          activity: "Lunch",
          type: "meal",
          description: "Rice, salmon and greens.",
        },
        { startTime: "22:30", endTime: "06:30", activity: "Sleep", type: "sleep" },
      ],
    },
  ],
  zen_camille: [
    {
      title: "Pilates and yin",
      notes: "Slow transitions; keep the breath long in the evening.",
      blocks: [
        {
          startTime: "07:00",
          endTime: "07:15",
          activity: "Morning breathing",
          type: "other",
          description: "Three minutes of long exhales, then stretch in bed.",
        },
        {
          startTime: "07:30",
          endTime: "08:15",
          activity: "Pilates core series",
          type: "workout",
          description: "The hundred, roll-ups, dead bugs, bird dogs.",
        },
        {
          startTime: "08:30",
          endTime: "09:00",
          activity: "Breakfast",
          type: "meal",
          description: "Yogurt, oats and fruit.",
        },
        { startTime: "10:00", endTime: "17:00", activity: "Studio classes", type: "work" },
        {
          startTime: "20:30",
          endTime: "21:00",
          activity: "Yin for the hips",
          type: "workout",
          description: "Butterfly, dragon, sleeping swan.",
        },
        {
          startTime: "21:30",
          endTime: "21:35",
          activity: "Magnesium",
          type: "supplement",
          description: "200 mg glycinate.",
        },
        { startTime: "22:30", endTime: "07:00", activity: "Sleep", type: "sleep" },
      ],
    },
  ],
};

/** Days from the seed's day: three past days, today and tomorrow (so "today" has a routine in every time zone). */
export const demoRoutineDayOffsets = [-3, -2, -1, 0, 1];

export const toScheduleBlock = (block: DemoBlock): ScheduleBlock => ({ description: "", videoUrl: "", ...block });
