/** The catalogues collectors cite a coin by ("KM 450", "Pridmore 123"). */
export const CATALOGUES: readonly string[] = ['KM', 'Pridmore', 'Prigg', 'Rajgor', 'Numista', 'Craig'];

/** Other ways of writing a catalogue's name, as found in search text (compared lower-case, without punctuation). */
export const CATALOGUE_ALIASES: Readonly<Record<string, string>> = { krause: 'km' };
