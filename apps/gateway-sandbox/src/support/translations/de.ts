import type { HelpTranslation } from './types.js';

/**
 * The help content in German (issue #29): the FAQ and the announcements of `../content.ts`,
 * written for German-speaking agents (formal „Sie“). Screens are named as the portal's German
 * menus and pages name them (`packages/i18n/src/locales/de.ts`, the features' `i18n/de.ts`);
 * amounts in dollars as the portal shows them in German (49,00 $), US places and forms kept.
 */
export const HELP_DE: HelpTranslation = {
  faq: [
    {
      key: 'PAYMENTS',
      title: 'Zahlungen und Rechnungen',
      questions: [
        [
          'Wie ist der wöchentliche Abrechnungszeitraum aufgebaut?',
          'Ein Abrechnungszeitraum dauert sieben Tage, von Dienstag bis zum darauffolgenden Montag. Alles, was in dieser Woche bestätigt wird – Provisionen, Teamprovisionen und Boni –, wird gemeinsam mit der Auszahlung überwiesen, die auf den Abrechnungszeitraum folgt.\n\nUnter Berichte, Zahlungen finden Sie jede Auszahlung mit ihrem Abrechnungszeitraum und ihrem Status. Auf der Seite Berichte können Sie jeden Abrechnungszeitraum seit Januar 2023 auswählen.',
        ],
        [
          'Was ist die Rechnung für die Nutzung des Versicherer-Portals?',
          'Mit dieser Rechnung werden monatlich die Werkzeuge der Versicherer-Plattform abgerechnet, die jeder Vertragspartner nutzt (49,00 $ im Monat). Lizenzierte Vertragspartner erhalten außerdem jeden Monat eine Rechnung für ihre CRM-Lizenz und einmal im Jahr eine Rechnung für ihre Vermögensschadenhaftpflicht (E&O).\n\nSie finden alle diese Rechnungen unter Mein Profil, Wiederkehrende Transaktionen, jeweils mit Datum, Betrag und Status: „Offen“, „Bezahlt“ oder „Fehlgeschlagen“. Sie werden der hinterlegten Zahlungskarte belastet.',
        ],
        [
          'Warum ist mein Konto gesperrt?',
          'Sind Ihre beiden letzten Rechnungen für die Nutzung des Versicherer-Portals fehlgeschlagen, wird das Portal gesperrt: Jede Seite leitet Sie zu Mein Profil, Wiederkehrende Transaktionen weiter, bis der offene Betrag bezahlt ist. Eine einzelne fehlgeschlagene Rechnung führt noch nicht zur Sperre, erscheint aber als Erinnerung auf Ihrer Übersicht.\n\nPrüfen Sie, ob Ihre Zahlungskarte gültig ist, und klicken Sie dann auf „Jetzt bezahlen“. Die Zahlung wird innerhalb weniger Sekunden bestätigt, und das gesamte Portal steht Ihnen sofort wieder zur Verfügung, ohne dass Sie sich neu anmelden müssen.',
        ],
        [
          'Warum ist die Zahlung meiner Rechnung fehlgeschlagen?',
          'Meist liegt es an einer abgelaufenen Karte, an einer für Onlinezahlungen gesperrten Karte oder an einem ausgeschöpften Tageslimit bei Ihrer Bank. Die Rechnung behält den Status „Fehlgeschlagen“, bis sie bezahlt ist.\n\nErsetzen Sie die Karte bei Bedarf unter Mein Profil, Zahlungskarte und bezahlen Sie die fehlgeschlagene Rechnung anschließend unter Wiederkehrende Transaktionen. Wenn Ihre Bank die Belastung freigibt, die Rechnung aber weiterhin als fehlgeschlagen angezeigt wird, eröffnen Sie ein Ticket in der Kategorie „Zahlungen“.',
        ],
        [
          'Wie ändere ich die Karte, die belastet wird?',
          'Öffnen Sie Mein Profil, Zahlungskarte, entfernen Sie die aktuelle Karte und fügen Sie die neue hinzu. Es ist immer nur eine Karte hinterlegt, und die Kartennummer gelangt nie in das Portal: Der Zahlungsanbieter ersetzt sie durch ein Token.\n\nDie nächste wiederkehrende Rechnung wird der neuen Karte belastet. Bereits fehlgeschlagene Rechnungen bezahlen Sie unter Wiederkehrende Transaktionen.',
        ],
        [
          'Wie wird mir meine Provision ausgezahlt?',
          'Die Auszahlungen gehen nach jedem Abrechnungszeitraum per Überweisung (Direct Deposit) auf das Bankkonto, das unter Mein Profil, Bankkonto hinterlegt ist. Die Kontonummer wird maskiert gespeichert: Angezeigt werden nur ihre letzten vier Ziffern.\n\nUm das Konto zu wechseln, entfernen Sie es und fügen Sie das neue hinzu. Die Bankleitzahl (Routing-Nummer) wird beim Speichern geprüft, sodass eine vertippte Nummer sofort abgelehnt wird.',
        ],
      ],
    },
    {
      key: 'COMMISSIONS',
      title: 'Provisionen und Boni',
      questions: [
        [
          'Was ist der Unterschied zwischen einer Provision und einer Teamprovision?',
          'Eine Provision (persönliche Provision) erhalten Sie für eine Police, die Sie selbst abgeschlossen haben, und zwar zum Provisionssatz der jeweiligen Produktart. Eine Teamprovision erhält Ihre Upline für die Policen, die in ihrer Downline abgeschlossen werden: Bis zu drei Ebenen über dem abschließenden Agenten erhalten jeweils eine Teamprovision.\n\nBeides finden Sie unter Berichte, Provisionen. Die Spalte „Art“ unterscheidet die beiden („Eigene“ oder „Team“), und bei jeder Teamprovision ist der abschließende Agent genannt.',
        ],
        [
          'Was ist eine Rückbuchung?',
          'Kündigt ein Kunde seine Police oder zahlt er in den ersten Monaten keine Prämien mehr, fordert der Versicherer die vorgeschossene Provision zurück. Die Zeile erscheint unter Berichte, Provisionen als „Zurückgebucht“, und der Betrag wird in dem Abrechnungszeitraum, in dem die Rückbuchung erfasst wird, von Ihren Einnahmen abgezogen.\n\nTeamprovisionen auf diese Police werden der Upline auf dieselbe Weise zurückbelastet. Am besten vermeiden Sie Rückbuchungen, indem Sie darauf achten, dass Ihre Kunden ihre Prämien pünktlich zahlen.',
        ],
        [
          'Warum ist eine Provision noch ausstehend?',
          'Eine Provision bleibt ausstehend, bis der Versicherer die erste Prämie der Police bestätigt. Die meisten Provisionen werden innerhalb von zwei Abrechnungszeiträumen bestätigt und dann mit der nächsten Auszahlung überwiesen.\n\nIst eine Provision seit mehr als einem Monat ausstehend, eröffnen Sie ein Ticket in der Kategorie „Provisionen“ und geben Sie die Policennummer an: Der Support prüft dann für Sie die Unterlagen des Versicherers.',
        ],
        [
          'Wie werden Boni berechnet?',
          'Es gibt drei Arten von Boni. Produktionsboni honorieren die Prämien der Policen, die Sie in einem Abrechnungszeitraum abschließen, Anwerbeboni die neuen lizenzierten Agenten, die Sie gewinnen, und Bestandsboni die Policen, die in Kraft bleiben.\n\nUnter Berichte, Bonus finden Sie jeden Bonus mit seinem Abrechnungszeitraum und seinem Betrag.',
        ],
        [
          'Was brauche ich für eine Beförderung?',
          'Für jeden Rang über Associate gelten vier Voraussetzungen: eine Lizenz, Ihre persönliche Produktion, die Zahl der lizenzierten Rekruten direkt unter Ihnen und die Produktion Ihres Teams. Als Produktion zählt die Prämie der Policen, die in den letzten 52 Abrechnungszeiträumen abgeschlossen wurden, ohne Rückbuchungen.\n\nAuf der Seite Beförderung beantragen sehen Sie, wie weit Sie bei jeder Voraussetzung sind. Sind alle erfüllt, können Sie die Beförderung beantragen; darüber entscheidet ein Agent Ihrer Upline mit höherem Rang.',
        ],
        [
          'Wo sehe ich, was ich in einem Abrechnungszeitraum verdient habe?',
          'Die Seite Berichte zeigt Ihre Einnahmen für den gewählten Abrechnungszeitraum und die Veränderung gegenüber dem vorherigen. Unter Berichte, Provisionen, Berichte, Bonus und Berichte, Zahlungen finden Sie die einzelnen Positionen, aus denen sich die Summe ergibt.\n\nJeder Bericht lässt sich sortieren und seitenweise durchblättern. Der gewählte Abrechnungszeitraum steht in der Adresse, sodass Sie die Seite als Lesezeichen speichern können.',
        ],
      ],
    },
    {
      key: 'LICENSING',
      title: 'Lizenzen',
      questions: [
        [
          'Was können lizenzierte Vertragspartner, was andere nicht können?',
          'Lizenzierte Vertragspartner sehen ihre Kunden und Policen, die Geschäftsübersicht und die Seite Beförderung beantragen, und sie erhalten Provisionen auf die Policen, die sie abschließen.\n\nNicht lizenzierte Vertragspartner sehen diese Menüpunkte ausgegraut. Alles andere – Team, Formulare, Berichte, Hilfe und Profil – steht allen offen.',
        ],
        [
          'Wie beantrage ich meine Lizenz?',
          'Öffnen Sie Mein Profil und wählen Sie im Bereich Lizenz „Lizenz beantragen“. Laden Sie zuvor Ihre Lizenzurkunde unter Wichtige Dokumente hoch: Die Prüfung beginnt mit diesem Dokument.\n\nIm Bereich Lizenz und auf Ihrer Übersicht wird der Antrag als ausstehend angezeigt, bis das Backoffice darüber entschieden hat.',
        ],
        [
          'Wie lange dauert die Prüfung einer Lizenz?',
          'Über die meisten Anträge wird innerhalb von fünf Werktagen entschieden. Fehlt die Urkunde oder ist sie nicht lesbar, bleibt der Antrag liegen, bis eine neue Datei hochgeladen ist.\n\nWartet Ihr Antrag seit mehr als zwei Wochen auf eine Entscheidung, eröffnen Sie ein Ticket in der Kategorie „Lizenzen“.',
        ],
        [
          'Läuft meine Lizenz ab?',
          'Lizenzen der US-Bundesstaaten müssen im Rhythmus des jeweiligen Bundesstaats erneuert werden, meist alle zwei Jahre, und setzen Weiterbildungspunkte (Continuing Education) voraus.\n\nLaden Sie die erneuerte Urkunde unter Wichtige Dokumente hoch, bevor die alte abläuft. So bleibt Ihr Compliance-Status grün, und Ihre Anbindungen bei den Versicherern bleiben aktiv.',
        ],
        [
          'Ich bin in einen anderen Bundesstaat gezogen. Was muss ich tun?',
          'Aktualisieren Sie zuerst Ihre Adresse unter Mein Profil. Eröffnen Sie anschließend ein Ticket in der Kategorie „Lizenzen“: Möglicherweise benötigen Sie eine Resident License im neuen Bundesstaat, in dem Sie wohnen, und Non-Resident Licenses in den Bundesstaaten, in denen Sie noch Kunden haben.\n\nDie Anbindungen bei den Versicherern hängen von den Lizenzen ab; das Backoffice prüft sie deshalb gemeinsam mit Ihnen.',
        ],
        [
          'Wie werde ich bei einem Versicherer angebunden?',
          'Die Anbindung (Appointment) beantragt das Backoffice, sobald Sie in den Bundesstaaten des Versicherers lizenziert sind. Die Vertragsunterlagen (Contracting Packet) finden Sie unter Formulare, Backoffice.\n\nSenden Sie die ausgefüllten Unterlagen über ein Ticket in der Kategorie „Lizenzen“. Je nach Versicherer dauert die Anbindung meist zwei bis vier Wochen.',
        ],
      ],
    },
    {
      key: 'DOCUMENTS',
      title: 'Wichtige Dokumente',
      questions: [
        [
          'Welche wichtigen Dokumente brauche ich?',
          'Drei: Ihre Lizenzurkunde, Ihre Police der Vermögensschadenhaftpflicht (E&O, „Errors and Omissions“) und einen amtlichen Ausweis. Jedes Dokument muss gültig sein: Ein abgelaufenes Dokument gilt als fehlend.\n\nDie Seite Compliance zeigt den Stand jedes Dokuments, jeweils mit einem Link, über den Sie alles erledigen können, was Ihre Aufmerksamkeit erfordert.',
        ],
        [
          'Welche Dateien kann ich hochladen?',
          'PDF-, PNG- oder JPEG-Dateien mit jeweils bis zu 10 MB. Die Datei muss tatsächlich den Typ haben, den ihr Name angibt: Eine umbenannte Datei wird abgelehnt.\n\nScans müssen vollständig und gut lesbar sein. Fotos eines Bildschirms lehnt das Compliance-Team ab.',
        ],
        [
          'Was passiert, wenn ein Dokument abläuft?',
          'Ab 30 Tagen vor dem Ablaufdatum wird das Dokument als „Läuft bald ab“ angezeigt, und auf Ihrer Übersicht erscheint eine Erinnerung. In dieser Zeit gelten Sie weiterhin als compliant.\n\nNach dem Ablaufdatum gilt das Dokument als abgelaufen: Sie sind nicht mehr compliant, und Ihre Upline sieht das bei den Problemen des Teams. Laden Sie das erneuerte Dokument hoch, um das zu beheben.',
        ],
        [
          'Warum zählt mein neues Dokument noch nicht?',
          'Nach dem Hochladen ordnet das Compliance-Team das Dokument seinem Typ zu (Lizenzurkunde, E&O-Police oder Ausweis) und erfasst sein Ablaufdatum, in der Regel innerhalb eines Werktags.\n\nBis dahin ist die Datei unter Wichtige Dokumente aufgeführt, die Seite Compliance zeigt aber noch den bisherigen Stand.',
        ],
        [
          'Kann ich ein versehentlich hochgeladenes Dokument entfernen?',
          'Ja. Archivieren Sie es unter Mein Profil, Wichtige Dokumente. Archivierte Dateien werden zu Nachweiszwecken aufbewahrt, zählen aber nicht mehr für die Compliance.\n\nHaben Sie das einzige gültige Dokument eines Typs archiviert, laden Sie es erneut hoch.',
        ],
        [
          'Wer kann meine Dokumente sehen?',
          'Nur Sie und das Compliance-Team können Ihre Dateien öffnen. Ihre Upline sieht, ob ein Dokument fehlt oder abgelaufen ist, aber nie die Datei selbst.\n\nLinks zu Dokumenten funktionieren nur in Ihrer eigenen angemeldeten Sitzung: Geben Sie sie nicht weiter.',
        ],
      ],
    },
    {
      key: 'PORTAL',
      title: 'Bedienung des Portals',
      questions: [
        [
          'Wie finde ich schnell einen Kunden, ein Formular oder ein Ticket?',
          'Nutzen Sie die Suche in der oberen Leiste oder drücken Sie Strg+K bzw. Ctrl+K (Cmd+K auf dem Mac). Die Suche durchsucht Ihre Kunden nach Name oder Policennummer, den Formularkatalog und Ihre Support-Tickets.\n\nAkzente spielen keine Rolle: „sofia“ findet auch „Sofía“.',
        ],
        [
          'Wie ändere ich die Sprache oder das Design?',
          'Wählen Sie die Sprache im Sprachmenü in der oberen Leiste; das Portal gibt es auf Englisch, Spanisch, Französisch, Deutsch, Italienisch und Russisch.\n\nDas helle oder dunkle Design wählen Sie unter Einstellungen. Beide Einstellungen werden auf diesem Gerät gespeichert.',
        ],
        [
          'Warum wurde ich abgemeldet?',
          'Zu Ihrer Sicherheit ist eine Sitzung eine Stunde lang gültig. Eine Minute vor Ablauf fragt das Portal, ob Sie angemeldet bleiben möchten; antworten Sie nicht, werden Sie abgemeldet.\n\nWenn Sie Ihr Passwort unter Einstellungen ändern, werden Sie auf allen anderen Geräten abgemeldet, auf denen Sie angemeldet waren.',
        ],
        [
          'Wie verfolge ich ein Support-Ticket?',
          'Unter Hilfe, Support-Tickets finden Sie Ihre Tickets mit ihrem Status. Öffnen Sie ein Ticket, um die Antworten und den Statusverlauf zu lesen, dem Support zu antworten oder das Ticket zu schließen.\n\nSobald der Support antwortet oder den Status ändert, erhalten Sie eine Benachrichtigung, und Ihre Übersicht erinnert Sie, wenn der Support auf Ihre Antwort wartet.',
        ],
        [
          'Worüber informieren mich die Benachrichtigungen?',
          'Die Glocke in der oberen Leiste zählt die Benachrichtigungen, die Sie noch nicht gesehen haben: Zahlungen, Antworten des Supports, Entscheidungen über Beförderungen und Ankündigungen des Unternehmens. Solange Sie angemeldet sind, treffen sie in Echtzeit ein.\n\nEin Klick auf eine Benachrichtigung führt Sie zur betreffenden Stelle; danach gilt sie als gesehen. Die Seite Benachrichtigungen listet alle auf.',
        ],
        [
          'Gibt es eine mobile App?',
          'Das Menü Mobile App in der oberen Leiste führt zu den Apps für iOS und Android, sobald diese in Ihrer Region verfügbar sind.\n\nDas Portal selbst funktioniert auch auf dem Smartphone: Jede Seite passt auf den Bildschirm, ohne dass Sie seitlich scrollen müssen.',
        ],
      ],
    },
  ],
  announcements: [
    {
      title: 'Auszahlungstermin über die Feiertage',
      body: 'Der Abrechnungszeitraum, der am Montag, dem 28. Dezember, endet, wird wegen des Feiertags am Mittwoch, dem 30. Dezember, ausgezahlt.\n\nProvisionen, die die Versicherer vor Donnerstag, dem 24. Dezember, bestätigen, sind wie gewohnt enthalten; spätere Bestätigungen fließen in die nächste Auszahlung ein.',
    },
    {
      title: 'Neue Medicare-Supplement-Tarife von Harborview Life',
      body: 'Harborview Life bietet Plan G und Plan N ab dem 1. Dezember in zwölf weiteren Bundesstaaten an.\n\nDie Produktleitfäden und die Antragsformulare finden Sie unter Formulare, Policenformulare. Agenten mit Anbindung bei Harborview Life können sofort Angebote erstellen.',
    },
    {
      title: 'Die jährliche Erneuerung der E&O-Versicherung hat begonnen',
      body: 'Policen der Vermögensschadenhaftpflicht (E&O), die vor Februar ablaufen, müssen bis zum 15. Januar erneuert und unter Mein Profil, Wichtige Dokumente hochgeladen werden.\n\nDie Seite Compliance zeigt den Stand Ihrer Police. Eine abgelaufene E&O-Police setzt Ihre Anbindungen bei den Versicherern aus, bis eine gültige hinterlegt ist.',
    },
    {
      title: 'Wartungsarbeiten am Portal in der Nacht auf Sonntag',
      body: 'Wegen Wartungsarbeiten ist das Portal am Sonntag von 1:00 bis 3:00 Uhr (Eastern Time, US-Ostküste) nicht erreichbar.\n\nAuszahlungen und wiederkehrende Rechnungen, die für Montag geplant sind, sind davon nicht betroffen.',
    },
    {
      title: 'Produktionswettbewerb im vierten Quartal',
      body: 'Alle Agenten, die zwischen dem 1. Oktober und dem 31. Dezember 25.000 $ Jahresprämie abschließen, qualifizieren sich für den Leadership Summit im Januar in Austin.\n\nDie Produktion wird anhand des Provisionsberichts ermittelt, Rückbuchungen ausgenommen. Die Rangliste teilt Ihre Upline jeden Freitag mit Ihnen.',
    },
    {
      title: 'Schnellere Prüfung von Lizenzanträgen',
      body: 'Lizenzanträge werden jetzt innerhalb von fünf Werktagen geprüft.\n\nLaden Sie Ihre Lizenzurkunde unter Wichtige Dokumente hoch, bevor Sie den Antrag stellen: Ein Antrag ohne Urkunde bleibt liegen, bis eine hinterlegt ist.',
    },
    {
      title: 'Neue Fassung des Formulars W-9',
      body: 'Das Backoffice verwendet ab diesem Monat die neue Fassung des US-Steuerformulars W-9. Laden Sie es unter Formulare, Backoffice herunter und senden Sie es über ein Support-Ticket in der Kategorie „Zahlungen“.\n\nIhre Auszahlungen laufen weiter, solange das neue Formular unterwegs ist.',
    },
    {
      title: 'Teamhierarchie als Baumansicht',
      body: 'Unter Mein Team, Teamhierarchie können Sie jetzt Ihre gesamte Downline als Baum durchgehen und jeden Agenten nach Name oder Code finden.\n\nDie Upline-Hierarchie zeigt die Agenten über Ihnen, bis hinauf zur Spitze der Hierarchie.',
    },
    {
      title: 'Fehlgeschlagene Rechnungen per Karte bezahlen',
      body: 'Fehlgeschlagene wiederkehrende Rechnungen können Sie jetzt unter Mein Profil, Wiederkehrende Transaktionen sofort mit der hinterlegten Karte bezahlen.\n\nSind Ihre beiden letzten Rechnungen für die Nutzung des Versicherer-Portals fehlgeschlagen, wird das Portal mit der Zahlung sofort wieder freigegeben.',
    },
    {
      title: 'Anbindung bei Summit Mutual',
      body: 'Lizenzierte Agenten können jetzt eine Anbindung bei Summit Mutual für Risikolebensversicherungen (Term Life) und lebenslange Lebensversicherungen (Whole Life) beantragen.\n\nDie Vertragsunterlagen finden Sie unter Formulare, Backoffice. Senden Sie sie ausgefüllt über ein Ticket in der Kategorie „Lizenzen“.',
    },
    {
      title: 'Das Portal jetzt auch auf Spanisch und Russisch',
      body: 'Das Portal ist jetzt neben Englisch, Französisch, Deutsch und Italienisch auch auf Spanisch und Russisch verfügbar.\n\nWählen Sie Ihre Sprache im Menü in der oberen Leiste.',
    },
    {
      title: 'Neue Seite Compliance',
      body: 'Die neue Seite Compliance zeigt auf einen Blick, ob Ihre Lizenz, Ihre wichtigen Dokumente und Ihre Zahlungen in Ordnung sind – jeweils mit einem Link, über den Sie alles erledigen können, was Ihre Aufmerksamkeit erfordert.',
    },
    {
      title: 'Bestandsbonus ab diesem Quartal',
      body: 'Policen, die dreizehn Monate nach ihrer Ausstellung noch in Kraft sind, bringen jetzt einen Bestandsbonus. Er wird im Abrechnungszeitraum ihres Jahrestags ausgezahlt.\n\nDie Boni finden Sie unter Berichte, Bonus.',
    },
    {
      title: 'Kundensuche nach Policennummer',
      body: 'Die Suche in der oberen Leiste findet Kunden jetzt nicht nur nach Name, sondern auch nach Policennummer. Drücken Sie Strg+K bzw. Ctrl+K (Cmd+K auf dem Mac), um sie von jeder Seite aus zu öffnen.',
    },
    {
      title: 'Willkommen im neuen Agentenportal',
      body: 'Ihr Profil, Ihre Dokumente, Ihre Einnahmen und Ihr Team finden Sie jetzt an einem Ort.\n\nSagen Sie uns Ihre Meinung über Hilfe, Kontakt: Jede Nachricht wird von dem Team gelesen, das das Portal entwickelt.',
    },
  ],
};
