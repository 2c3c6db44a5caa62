#include "engine_link.hpp"

namespace carcassonne::protocol {

using scenario::Outcome;

std::optional<SessionEnd> EngineLink::start() {
    if (cannotStart_) return cannotStart_;
    ++starts_;
    session_ =
        std::make_unique<EngineSession>(command_.command, command_.timeout, command_.startTimeout);
    session_->beginRun();
    auto failed = session_->open();
    if (!failed) {
        capabilities_ = session_->capabilities();
        fresh_ = true;
        answeredHello_ = true;
        return std::nullopt;
    }
    lastTranscript_ = std::move(session_->transcript());
    session_.reset();
    // An engine that answered hello before and dies at a restart is a crash of that run; one that
    // never answered cannot start: it exited, or it let the timeout pass without a word (started
    // again for every run, a whole suite would wait out the timeout run by run).
    if (!answeredHello_ && (failed->exitedBeforeHello || failed->outcome == Outcome::Timeout))
        cannotStart_ = failed;
    return failed;
}

std::variant<const Capabilities*, SessionEnd> EngineLink::capabilities() {
    if (!capabilities_)
        if (auto failed = start()) return *failed;
    return &*capabilities_;
}

std::variant<EngineSession*, SessionEnd> EngineLink::session() {
    lastTranscript_ = Transcript();
    if (!session_ || !session_->alive())
        if (auto failed = start()) return *failed;
    // A session just started (for this run's capabilities, say) keeps its hello in the transcript.
    if (!fresh_) session_->beginRun();
    fresh_ = false;
    return session_.get();
}

Transcript EngineLink::runDone(bool broken) {
    if (!session_) return std::move(lastTranscript_);
    if (broken || command_.fresh || !session_->alive()) {
        session_->close();
        Transcript lines = std::move(session_->transcript());
        session_.reset();
        return lines;
    }
    // The next run begins a transcript of its own (beginRun), even on a session started for
    // this one.
    fresh_ = false;
    return std::move(session_->transcript());
}

} // namespace carcassonne::protocol
