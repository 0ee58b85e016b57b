"""Hand-written cases and fuzz atoms where Python and JavaScript text handling could part ways."""

_ORDINARY = [
    ("Paris", ["Paris"]),
    ("The Eiffel Tower", ["Eiffel Tower"]),
    ("Barack Obama", ["Obama", "Barack Hussein Obama"]),
    ("Obama", ["Barack Obama"]),
    ("New York City", ["new york"]),
    ("1,000", ["1000"]),
    ("U.S.", ["US", "United States"]),
    ("Mr. Smith", ["Smith"]),
    ("King Wu of Zhou", ["Wu of Zhou"]),
    ("Sir Nicholas Bacon", ["Nicholas Bacon"]),
    ("President Abraham Lincoln", ["Abraham Lincoln"]),
    ("professor x", ["prof. x"]),
    ("mrs smith and mr smith", ["smith smith"]),
    ("the the the", ["the"]),
    ("an apple a day", ["apple day"]),
    ("martin", ["art"]),
    ("Victor John Mature was an actor", ["Victor Mature"]),
    ("alcohol content of beer", ["ingredients in beer"]),
    ("a b a b c", ["a b c c"]),
]

_YES_NO = [
    ("yes", ["yes"]), ("yes", ["no"]), ("Yes.", ["yes"]), ("no", ["No"]),
    ("yes it is", ["yes"]), ("no way", ["no"]), ("not known", ["no"]),
    ("noanswer", ["no answer"]), ("no answer", ["noanswer"]),
    ("True", ["yes"]), ("False", ["no"]), (" True ", ["yes"]), ("true", ["yes"]),
    ("yes", ["True"]), ("yes", ["True", "maybe"]),
]

_EDGES = [
    (None, ["Paris"]), ("", ["Paris"]), ("   ", ["Paris"]), ("the", ["a"]), (".", [""]),
    ("Paris", []), ("Paris", [""]), ("Paris", ["the"]), ("Paris", ["?!"]),
    ("", [""]), ("Paris", ["", "London"]), ("a", ["an"]),
]

# Issue 12's examples: degenerate answers that normalize to "", HiPRAG's articles-then-punctuation
# order, R1-Searcher's kept titles and curly quotes.
_ISSUE_12 = [
    ("the the the", ["the"]), ("A", ["a"]), ("An", ["the"]), ("the", ["a", "Paris"]),
    ("...", ["!?"]), ("a.", ["the"]), ("", ["the"]), ("the", [""]),
    ("Jack_the_Ripper", ["jack ripper"]), ("Jack_the_Ripper", ["Jack the Ripper"]),
    ("jack-the-ripper", ["jack ripper"]), ("the_end", ["end"]), ("a.k.a. the best", ["k best"]),
    ("King George VI", ["George VI"]), ("Sir Walter Scott", ["Walter Scott"]),
    ("Dr. Who", ["who"]), ("Queen Elizabeth II", ["Elizabeth II"]),
    ("O’Brien", ["o brien"]), ("O’Brien", ["OBrien"]), ("‘Hello’", ["hello"]),
    ("O'Brien", ["o brien"]), ("“The Beatles”", ["the beatles"]), ("don´t", ["don t"]),
    ("True", ["yes"]), ("False", ["False"]), ("yes", ["True"]), ("no", ["no"]),
    ("yes no", ["yes"]), ("Paris", ["the"]), ("the Paris", ["a"]),
]

_UNICODE = [
    ("Wilhelm Conrad Röntgen", ["Wilhelm Conrad R\u00f6ntgen"]),
    ("Wilhelm Conrad Ro\u0308ntgen", ["Wilhelm Conrad R\u00f6ntgen"]),
    ("RÖNTGEN", ["röntgen"]),
    ("Straße", ["STRASSE"]), ("STRASSE", ["strasse"]), ("\u1e9e", ["ß"]),
    ("\ufb01nal", ["final"]), ("\ufb01nal", ["\ufb01nal"]), ("ÆSIR", ["æsir"]),
    ("İstanbul", ["istanbul"]), ("İstanbul", ["i\u0307stanbul"]), ("İA", ["i\u0307"]),
    ("xİthe", ["x"]), ("KELVIN \u212a", ["kelvin k"]), ("\u2126", ["\u03c9"]),
    ("ΟΔΥΣΣΕΥΣ", ["οδυσσευς"]), ("ΟΔΥΣΣΕΥΣ", ["οδυσσευσ"]), ("Σ", ["σ"]), ("AΣ", ["aς"]),
    ("AΣ.", ["aς"]), ("AΣ'B", ["aσb"]), ("AΣ'", ["aς"]), ("ΣΑΣ Σ", ["σας σ"]),
    ("A\u0345Σ", ["a"]), ("AΣ\u0301", ["a"]), ("A\u00adΣ", ["a"]), ("A.Σ", ["a"]),
    ("A:Σ", ["a"]), ("Α\u200dΣ", ["α"]), ("\u0295Σ", ["x"]), ("A\U0001171eΣ", ["a"]),
    ("AΣ\u0897B", ["a"]), ("\ua7cb", ["\u0264"]), ("\u1c89", ["\u1c8a"]), ("\ua7dc", ["ƛ"]),
    ("\U00010d50", ["\U00010d70"]), ("the\U00011f04x", ["x"]), ("the\u088f", ["\u088f"]),
    ("the\u0301 end", ["end"]), ("cafe\u0301", ["café"]), ("Ⅻ", ["ⅻ"]), ("the²", ["²"]),
    ("½ cup", ["cup"]), ("٣ the", ["٣"]), ("𐐀𐐁", ["𐐨𐐩"]), ("𝐀BC", ["𝐀bc"]),
    ("the—end", ["end"]), ("the–end", ["—end"]), ("the-end", ["end"]), ("l'the", ["l"]),
    ("the_end", ["end"]), ("a_b", ["b"]), ("__init__", ["init"]), ("the´s", ["s"]),
    ("“The Beatles”", ["The Beatles"]), ("‘The Who’", ["The Who"]), ("`the` end", ["end"]),
    ("rock\u2019n\u2019roll", ["rock n roll"]), ("rock'n'roll", ["rock n roll"]),
    ("New\tYork", ["new york"]), ("New\u00a0York", ["new york"]), ("New\u2009York", ["new york"]),
    ("New\u3000York", ["new york"]), ("New\x1cYork", ["new york"]), ("New\x85York", ["new york"]),
    ("New\u2028York", ["new york"]), ("New\u202fYork", ["new york"]), ("New\u205fYork", ["new york"]),
    ("New\ufeffYork", ["new york"]), ("New\u200bYork", ["new york"]), ("New\u180eYork", ["new york"]),
    ("\ufeffthe end", ["end"]), ("the\u200bend", ["end"]), ("the\u200dend", ["end"]),
    ("the\u2060end", ["end"]), ("a\u00a0b", ["b"]), ("\x0bthe\x0c", [""]),
    ("北京", ["北京市"]), ("北京市", ["北京"]), ("東京タワー", ["東京 タワー"]), ("서울 the", ["서울"]),
    ("the北京", ["北京"]), ("北京the", ["北京"]), ("一the二", ["一the二"]),
    ("🇫🇷 France", ["France"]), ("👍 the", ["👍"]), ("the👍", ["👍"]), ("😀", ["😀"]),
    ("x😀", ["\ud83d"]), ("x\ud83d", ["\ud83d"]), ("\ude00", ["\ude00"]),
    ("ǅungla", ["ǆungla"]), ("ǈ", ["ǉ"]), ("ΐ", ["ΐ"]), ("ΆΣ", ["άς"]),
]

HAND_CASES = [("ordinary", p, g) for p, g in _ORDINARY] + [
    ("yes-no", p, g) for p, g in _YES_NO] + [("edge", p, g) for p, g in _EDGES] + [
    ("issue-12", p, g) for p, g in _ISSUE_12] + [
    ("unicode", p, g) for p, g in _UNICODE]

FUZZ_ATOMS = [
    "the", "a", "an", "The", "A", "AN", "Σ", "σ", "ς", "İ", "ß", "ẞ", "\ufb01", "_", "-", "'",
    "\u2019", "\u00b4", "`", ".", ",", "\u00a0", "\t", "\n", " ", " ", " ", "\u200b", "\u0301",
    "\u0345", "\u00ad", "mr", "Mr.", "king", "King", "yes", "no", "noanswer", "True", "False",
    "é", "e", "x", "\u2018", "George", "sir", "Jack_the_Ripper", "Paris", "1", "²", "😀", "北京", "\x85", "\x1c", "\ufeff", "\u3000", "ʕ",
    "\U00011f04", "\ua7cb", "—", "“", "”", "Ⅻ", "\U0001171e", "\u2028", "ǅ", "Ω", "K",
]
