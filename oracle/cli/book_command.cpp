#include "book_command.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"
#include "render/book.hpp"
#include "scenario/suite.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

namespace carcassonne::cli {

namespace fs = std::filesystem;

CLI::App* addBookCommand(CLI::App& app, BookOptions& o) {
    auto* book = app.add_subcommand(
        "book", "Write the rulings book: an HTML site with every scenario's boards and scores");
    book->add_option("paths", o.paths, "Scenario files or folders")->required();
    book->add_option("-o,--output", o.output, "The folder to write the site to")->required();
    return book;
}

namespace {
// The stream is closed before it is checked: a write that fails when the buffer is flushed (a
// full disk) counts too.
bool write(const fs::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out.fail()) return true;
    std::cerr << "carcassonne-oracle: cannot write " << file.string() << "\n";
    return false;
}

// Two scenarios whose ids map to the same page name ("a/b.c" and "a/b/c"), or a scenario whose
// page would be one of the book's own ("index", "rulings"): one page would overwrite the other.
// Named on standard error; false when there is a clash.
bool pagesAreDistinct(const std::vector<render::BookScenario>& book) {
    std::map<std::string, const render::BookScenario*> owners{{"index.html", nullptr},
                                                              {"rulings.html", nullptr}};
    bool distinct = true;
    for (const auto& entry : book) {
        const auto [it, added] = owners.emplace(entry.page, &entry);
        if (added) continue;
        distinct = false;
        std::cerr << "carcassonne-oracle: " << entry.scenario.file << ": scenario "
                  << entry.scenario.id << " would be written to " << entry.page << ", ";
        if (it->second)
            std::cerr << "the page of scenario " << it->second->scenario.id << " ("
                      << it->second->scenario.file << ")\n";
        else
            std::cerr << "the book's own " << entry.page << "\n";
    }
    return distinct;
}
} // namespace

int bookCommand(const BookOptions& o) {
    std::vector<formats::InputError> errors;
    std::vector<render::BookScenario> book;
    for (const auto& f : scenario::findScenarioFiles(o.paths, errors)) {
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* e = std::get_if<formats::InputError>(&loaded)) {
            errors.push_back(*e);
            continue;
        }
        render::BookScenario entry{
            std::get<scenario::Scenario>(std::move(loaded)), render::bookPageName(f.id), {}};
        for (Edition e : entry.scenario.editions)
            entry.runs.push_back(scenario::runScenario(entry.scenario, e));
        book.push_back(std::move(entry));
    }
    const int loaded = reportInputErrors(errors);
    std::vector<std::string> errorTexts;
    for (const auto& e : errors)
        errorTexts.push_back(e.toString());

    if (!pagesAreDistinct(book)) return InputError;

    std::error_code ec;
    fs::create_directories(o.output, ec);
    if (ec) {
        std::cerr << "carcassonne-oracle: cannot create " << o.output << ": " << ec.message()
                  << "\n";
        return InputError;
    }
    const fs::path dir(o.output);
    bool ok = write(dir / "index.html", render::indexPage(book, errorTexts)) &&
              write(dir / "rulings.html", render::rulingsPage(book));
    for (const auto& entry : book)
        ok = ok && write(dir / entry.page, render::scenarioPage(entry));
    if (!ok) return InputError;
    std::cout << "wrote " << book.size() + 2 << " pages to " << o.output << "\n";
    return loaded;
}

} // namespace carcassonne::cli
