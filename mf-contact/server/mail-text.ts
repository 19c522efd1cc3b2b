/** One line of an e-mail header or list: no line breaks or other control characters from what a visitor typed. */
export const oneLine = (text: string, max = 120) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);
