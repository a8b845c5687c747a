/** A history day (YYYY-MM-DD, UTC) at local noon: no time zone moves it to the day before. */
export const dayDate = (day: string) => new Date(`${day}T12:00:00`);
