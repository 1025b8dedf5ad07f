/** The one component the baseline's remote exposes: a paragraph, like the first text of a screen. */
export default function Greeting() {
  return (
    <p>
      Deze tekst komt uit een gefedereerde remote: een kale React-pagina met één remote, de maat waarmee
      Lighthouse het portaal vergelijkt.
    </p>
  );
}
