/**
 * YouTube's topic categories (channel `topicDetails.topicCategories`, Wikipedia URLs of Google's
 * fixed topic list) → our category ids (discovery/reference/categories.json). The topics are
 * assigned by YouTube's classifier, not by the creator, and are coarse, so the row marks its
 * categories as estimated. Topics with no counterpart of ours (Society, Religion, Military,
 * combat sports…) are left out.
 */
const GAMING = 1049;
const MUSIC = 1027;
const BALL_SPORTS = 1013;

const TOPIC_CATEGORIES: Record<string, number> = {
  // Gaming and its sub-topics
  Video_game_culture: GAMING,
  Action_game: GAMING,
  "Action-adventure_game": GAMING,
  Casual_game: GAMING,
  Music_video_game: GAMING,
  Puzzle_video_game: GAMING,
  Racing_video_game: GAMING,
  "Role-playing_video_game": GAMING,
  Simulation_video_game: GAMING,
  Sports_game: GAMING,
  Strategy_video_game: GAMING,
  // Music and its genres
  Music: MUSIC,
  Christian_music: MUSIC,
  Classical_music: MUSIC,
  Country_music: MUSIC,
  Electronic_music: MUSIC,
  Hip_hop_music: MUSIC,
  Independent_music: MUSIC,
  Jazz: MUSIC,
  Music_of_Asia: MUSIC,
  Music_of_Latin_America: MUSIC,
  Pop_music: MUSIC,
  Reggae: MUSIC,
  Rhythm_and_blues: MUSIC,
  Rock_music: MUSIC,
  Soul_music: MUSIC,
  // Sports: the parent topic and the ball games
  Sport: BALL_SPORTS,
  Association_football: BALL_SPORTS,
  American_football: BALL_SPORTS,
  Baseball: BALL_SPORTS,
  Basketball: BALL_SPORTS,
  Cricket: BALL_SPORTS,
  Golf: BALL_SPORTS,
  Ice_hockey: BALL_SPORTS,
  Tennis: BALL_SPORTS,
  Volleyball: BALL_SPORTS,
  Motorsport: 1015,
  // Lifestyle and its sub-topics
  Food: 1035,
  Fashion: 1021,
  Physical_attractiveness: 1020,
  Physical_fitness: 1023,
  Technology: 1034,
  Tourism: 1009,
  Vehicle: 1018,
  Pet: 1026,
  Hobby: 1037,
  "Lifestyle_(sociology)": 1041,
  // Entertainment
  Humour: 1036,
  Entertainment: 1036,
  Film: 1032,
  Television_program: 1017,
  Performing_arts: 1017,
  // Society and knowledge
  Health: 1022,
  Business: 1005,
  Politics: 1052,
  Knowledge: 1033,
};

/** Parent topics YouTube adds next to a precise one: they go after the precise ones. */
const BROAD_TOPICS = new Set(["Entertainment", "Lifestyle_(sociology)", "Knowledge", "Sport"]);

/** The article name of a topic URL: "https://en.wikipedia.org/wiki/Food" → "Food". */
export function topicName(url: string): string {
  const name = url.slice(url.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Our category ids for a channel's topic URLs: precise topics first, no duplicates. */
export function categoriesFromTopics(topicUrls: readonly string[]): number[] {
  const names = topicUrls.map(topicName);
  const ordered = [...names.filter((name) => !BROAD_TOPICS.has(name)), ...names.filter((name) => BROAD_TOPICS.has(name))];
  const categories: number[] = [];
  for (const name of ordered) {
    const id = TOPIC_CATEGORIES[name];
    if (id !== undefined && !categories.includes(id)) categories.push(id);
  }
  return categories;
}
