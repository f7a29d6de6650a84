/** Real street names of the demo cities (Vienna per district), for addresses that read as real. */

export const VIENNA_STREETS: Record<string, string[]> = {
  '1010': ['Kärntner Straße', 'Rotenturmstraße', 'Wollzeile', 'Schottengasse', 'Herrengasse', 'Singerstraße', 'Judengasse'],
  '1020': ['Praterstraße', 'Taborstraße', 'Große Mohrengasse', 'Karmelitergasse', 'Lassallestraße', 'Ausstellungsstraße'],
  '1030': ['Landstraßer Hauptstraße', 'Rennweg', 'Ungargasse', 'Radetzkystraße', 'Marxergasse', 'Kölblgasse'],
  '1040': ['Wiedner Hauptstraße', 'Favoritenstraße', 'Operngasse', 'Schleifmühlgasse', 'Paulanergasse', 'Mühlgasse'],
  '1050': ['Reinprechtsdorfer Straße', 'Pilgramgasse', 'Schönbrunner Straße', 'Siebenbrunnengasse', 'Margaretenstraße'],
  '1060': ['Mariahilfer Straße', 'Gumpendorfer Straße', 'Linke Wienzeile', 'Windmühlgasse', 'Otto-Bauer-Gasse'],
  '1070': ['Neubaugasse', 'Zieglergasse', 'Burggasse', 'Siebensterngasse', 'Kaiserstraße', 'Lerchenfelder Straße'],
  '1080': ['Josefstädter Straße', 'Lange Gasse', 'Piaristengasse', 'Albertgasse', 'Florianigasse', 'Laudongasse'],
  '1090': ['Währinger Straße', 'Nußdorfer Straße', 'Porzellangasse', 'Liechtensteinstraße', 'Alserbachstraße'],
  '1100': ['Favoritenstraße', 'Quellenstraße', 'Laxenburger Straße', 'Gudrunstraße', 'Senefeldergasse', 'Columbusgasse'],
  '1110': ['Simmeringer Hauptstraße', 'Geiselbergstraße', 'Kaiserebersdorfer Straße', 'Lorystraße', 'Enkplatz'],
  '1120': ['Meidlinger Hauptstraße', 'Schönbrunner Schloßstraße', 'Längenfeldgasse', 'Wilhelmstraße', 'Tivoligasse'],
  '1130': ['Hietzinger Hauptstraße', 'Lainzer Straße', 'Speisinger Straße', 'Maxingstraße', 'Altgasse'],
  '1140': ['Hütteldorfer Straße', 'Linzer Straße', 'Penzinger Straße', 'Hadikgasse', 'Cumberlandstraße'],
  '1150': ['Äußere Mariahilfer Straße', 'Märzstraße', 'Sechshauser Straße', 'Reindorfgasse', 'Schwendergasse', 'Felberstraße'],
  '1160': ['Ottakringer Straße', 'Thaliastraße', 'Brunnengasse', 'Koppstraße', 'Lerchenfelder Gürtel'],
  '1170': ['Hernalser Hauptstraße', 'Jörgerstraße', 'Kalvarienberggasse', 'Rötzergasse', 'Dornbacher Straße'],
  '1180': ['Gersthofer Straße', 'Kutschkergasse', 'Gentzgasse', 'Martinstraße', 'Währinger Straße'],
  '1190': ['Grinzinger Straße', 'Heiligenstädter Straße', 'Sieveringer Straße', 'Billrothstraße', 'Obkirchergasse'],
  '1200': ['Wallensteinstraße', 'Jägerstraße', 'Klosterneuburger Straße', 'Dresdner Straße', 'Rauscherstraße'],
  '1210': ['Brünner Straße', 'Prager Straße', 'Schloßhofer Straße', 'Floridsdorfer Hauptstraße', 'Franz-Jonas-Platz'],
  '1220': ['Wagramer Straße', 'Donaustadtstraße', 'Erzherzog-Karl-Straße', 'Kagraner Platz', 'Stadlauer Straße'],
  '1230': ['Breitenfurter Straße', 'Ketzergasse', 'Perchtoldsdorfer Straße', 'Liesinger Platz', 'Färbermühlgasse'],
};

export const CITY_STREETS: Record<string, string[]> = {
  graz: ['Herrengasse', 'Annenstraße', 'Sackstraße', 'Griesgasse', 'Leonhardstraße', 'Elisabethstraße', 'Keplerstraße',
    'Lendplatz', 'Schönaugasse', 'Conrad-von-Hötzendorf-Straße', 'Kärntner Straße', 'Wiener Straße', 'Eggenberger Allee',
    'Münzgrabenstraße', 'Zinzendorfgasse', 'Mariahilferstraße'],
  linz: ['Landstraße', 'Hauptplatz', 'Herrenstraße', 'Wiener Straße', 'Mozartstraße', 'Bethlehemstraße', 'Hauptstraße',
    'Goethestraße', 'Dinghoferstraße', 'Waldeggstraße', 'Khevenhüllerstraße', 'Humboldtstraße'],
  salzburg: ['Getreidegasse', 'Linzer Gasse', 'Linzer Bundesstraße', 'Ignaz-Harrer-Straße', 'Alpenstraße', 'Elisabethstraße',
    'Schallmooser Hauptstraße', 'Kaigasse', 'Rainerstraße', 'Gaisbergstraße', 'Moosstraße', 'Maxglaner Hauptstraße'],
  innsbruck: ['Maria-Theresien-Straße', 'Museumstraße', 'Anichstraße', 'Leopoldstraße', 'Höttinger Au', 'Innrain',
    'Amraser Straße', 'Pradler Straße', 'Kaiserjägerstraße', 'Universitätsstraße', 'Reichenauer Straße'],
  klagenfurt: ['Alter Platz', 'Bahnhofstraße', 'Villacher Straße', 'St. Veiter Straße', 'Völkermarkter Straße',
    'Kardinalplatz', 'Pernhartgasse', 'Feldkirchner Straße', 'Rosentaler Straße', 'Paulitschgasse'],
  'st-polten': ['Kremser Gasse', 'Wiener Straße', 'Rathausplatz', 'Linzer Straße', 'Herrenplatz', 'Mariazeller Straße',
    'Schießstattring', 'Daniel-Gran-Straße', 'Kremser Landstraße'],
  villach: ['Hauptplatz', 'Widmanngasse', 'Bahnhofstraße', 'Italiener Straße', 'Peraustraße', 'Ossiacher Zeile',
    'Hans-Gasser-Platz', 'Moritschstraße'],
  wels: ['Stadtplatz', 'Ringstraße', 'Bahnhofstraße', 'Kaiser-Josef-Platz', 'Pfarrgasse', 'Dragonerstraße',
    'Salzburger Straße', 'Vogelweiderstraße'],
  dornbirn: ['Marktplatz', 'Marktstraße', 'Bahnhofstraße', 'Schulgasse', 'Hatlerstraße', 'Lustenauer Straße',
    'Eisengasse', 'Riedgasse'],
  steyr: ['Stadtplatz', 'Enge Gasse', 'Pfarrgasse', 'Haratzmüllerstraße', 'Bahnhofstraße', 'Sierninger Straße',
    'Wolfernstraße', 'Blumauergasse'],
  'wiener-neustadt': ['Hauptplatz', 'Herzog-Leopold-Straße', 'Neunkirchner Straße', 'Wiener Straße', 'Grazer Straße',
    'Bahngasse', 'Neugasse', 'Pottendorfer Straße'],
};

/** Street names found in almost every Austrian town (scale mode, other places). */
export const GENERIC_STREETS = ['Hauptstraße', 'Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Schulstraße', 'Marktplatz',
  'Lindenstraße', 'Wiener Straße', 'Dorfstraße', 'Feldgasse', 'Mühlgasse', 'Gartengasse', 'Kirchenplatz', 'Grazer Straße',
  'Linzer Straße', 'Salzburger Straße', 'Bachgasse', 'Rathausplatz', 'Florianigasse', 'Raiffeisenstraße'];

/** Telephone area codes of the home cities. */
export const AREA_CODES: Record<string, string> = {
  wien: '1', graz: '316', linz: '732', salzburg: '662', innsbruck: '512', klagenfurt: '463', 'st-polten': '2742',
  villach: '4242', wels: '7242', dornbirn: '5572', steyr: '7252', 'wiener-neustadt': '2622',
};
