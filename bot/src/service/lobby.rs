//! Lobbies: opening, joining, leaving, cancelling and starting a game.

use carcassonne_engine::{Expansion, Game, GameConfig, GameKind, MIN_PLAYERS};

use super::{random_seed, Actor, GameService, LoadedGame, MoveOutcome, Player, ServiceError};
use crate::i18n::Lang;
use crate::store::{GameId, GameStatus, NewGame, Settings, StartGame, StoreError};

/// Land tiles dealt in a quick game.
pub const QUICK_GAME_TILES: u16 = 30;

/// Where a game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelRef {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
}

/// What the host chooses when opening a lobby.
#[derive(Clone, Debug, Default)]
pub struct LobbyOptions {
    /// Rules; `players` is ignored (set from the seats at the start).
    pub config: GameConfig,
    pub settings: Settings,
    /// Fixed seed for reproducible games (tests, replays); random if `None`.
    pub seed: Option<u64>,
}

/// What [`GameService::leave`] did.
#[derive(Debug)]
pub enum LeaveOutcome {
    /// Left a lobby that stays open.
    Left(Box<LoadedGame>),
    /// The host left, which closes the lobby.
    LobbyCancelled,
    /// Left a running game: the seat resigned.
    Resigned(Box<MoveOutcome>),
}

/// The expansions of a game started without choosing them: Carcassonne is played with
/// farmers unless the host says otherwise; a game of its own takes none.
pub fn default_rules(kind: GameKind) -> Vec<Expansion> {
    if kind == GameKind::Carcassonne {
        vec![Expansion::Farmers]
    } else {
        Vec::new()
    }
}

/// How many land tiles these rules deal in a whole game (a quick game deals fewer); `None` if
/// the rules cannot be dealt at all (a lobby refuses them with the engine's reason).
pub fn land_tiles(config: &GameConfig) -> Option<usize> {
    let dealt = |limit| {
        let config = GameConfig {
            players: MIN_PLAYERS,
            tile_limit: limit,
            ..config.clone()
        };
        Game::new(config, 0).ok().map(|g| g.tiles_left())
    };
    // A one-tile deal leaves the river and the other fixed parts: the difference is the land.
    Some(dealt(None)? - dealt(Some(1))? + 1)
}

fn apply_quick_game(config: &mut GameConfig, settings: &Settings) {
    config.tile_limit = match (settings.quick_game, config.tile_limit) {
        (true, None) => Some(QUICK_GAME_TILES),
        (true, limit) => limit,
        (false, _) => None,
    };
}

impl GameService {
    /// Opens a lobby in a channel with the host in the first seat.
    pub async fn open_lobby(
        &self,
        channel: ChannelRef,
        host: &Player,
        options: LobbyOptions,
    ) -> Result<LoadedGame, ServiceError> {
        let mut config = options.config;
        config.players = MIN_PLAYERS;
        apply_quick_game(&mut config, &options.settings);
        // Refuse bad rules now rather than when everyone has joined.
        config.validate()?;
        let now = self.now();
        let new = NewGame {
            guild_id: channel.guild_id,
            channel_id: channel.channel_id,
            host_id: host.user_id,
            host_name: host.display_name.clone(),
            config: encode(&config)?,
            seed: options.seed.unwrap_or_else(|| random_seed(now)),
        };
        let row = match self.store.create_game(&new, &options.settings, now).await {
            Ok(row) => row,
            Err(StoreError::ChannelBusy { .. }) => return Err(ServiceError::ChannelBusy),
            Err(err) => return Err(err.into()),
        };
        tracing::info!(
            game_id = row.id,
            channel_id = channel.channel_id,
            "lobby opened"
        );
        self.load(row.id).await
    }

    /// Whether `channel`'s server may open one more lobby: `Err(ServerFull)` when it already
    /// has `cap` lobbies and running games open (`None`: no cap; outside a server there is
    /// none either). A channel that has a game of its own is let through: opening another
    /// there fails as `ChannelBusy`, which shows its lobby again instead. Two lobbies opened
    /// at the same moment may both pass: the cap is a brake on floods, not an invariant.
    pub async fn ensure_server_room(
        &self,
        channel: ChannelRef,
        cap: Option<u32>,
    ) -> Result<(), ServiceError> {
        let (Some(guild), Some(cap)) = (channel.guild_id, cap) else {
            return Ok(());
        };
        if self.store.open_games_in_guild(guild).await? < u64::from(cap) {
            return Ok(());
        }
        // Only the id: a channel whose game cannot be read is still a busy channel.
        let open = [GameStatus::Lobby, GameStatus::Active];
        if self
            .store
            .latest_game_in_channel(channel.channel_id, &open)
            .await?
            .is_some()
        {
            return Ok(());
        }
        tracing::info!(
            guild,
            cap,
            "refused a lobby: the server has its most games open"
        );
        Err(ServiceError::ServerFull { max: cap })
    }

    /// Opens a lobby for the same rules and settings as the channel's last finished game,
    /// hosted by `by`, who must have played in it. Returns the lobby and the game it repeats.
    pub async fn rematch(
        &self,
        channel: ChannelRef,
        by: &Player,
    ) -> Result<(LoadedGame, LoadedGame), ServiceError> {
        let last = self
            .latest_finished_game(channel.channel_id)
            .await?
            .ok_or(ServiceError::NothingToRematch)?;
        if last.seat_of(by.user_id).is_none() {
            return Err(ServiceError::NotInLastGame);
        }
        let options = LobbyOptions {
            config: last.config.clone(),
            settings: last.settings,
            // A rematch is a new deal.
            seed: None,
        };
        let lobby = self.open_lobby(channel, by, options).await?;
        Ok((lobby, last))
    }

    /// Takes the next free seat of a lobby, up to as many as its game seats.
    pub async fn join(&self, game_id: GameId, player: &Player) -> Result<LoadedGame, ServiceError> {
        // The game of a lobby never changes, so its seat count read now still holds when the
        // store counts the seats under its lock.
        let max = self.load(game_id).await?.config.game.max_players();
        let seated = self
            .store
            .add_seat(
                game_id,
                player.user_id,
                &player.display_name,
                max,
                self.now(),
            )
            .await;
        match seated {
            Ok(Some(_)) => {
                self.changed(game_id);
                self.load(game_id).await
            }
            Ok(None) => {
                let loaded = self.load(game_id).await?;
                if loaded.status() == GameStatus::Lobby {
                    Err(ServiceError::LobbyFull { max })
                } else {
                    Err(ServiceError::NotALobby)
                }
            }
            Err(StoreError::AlreadySeated { .. }) => Err(ServiceError::AlreadyJoined),
            Err(StoreError::GameNotFound(id)) => Err(ServiceError::NoSuchGame(id)),
            Err(err) => Err(err.into()),
        }
    }

    /// Leaves a lobby (the host leaving closes it) or resigns from a running game.
    pub async fn leave(&self, game_id: GameId, user_id: u64) -> Result<LeaveOutcome, ServiceError> {
        let loaded = self.load(game_id).await?;
        match loaded.status() {
            GameStatus::Lobby if loaded.row.host_id == user_id => {
                self.cancel(game_id, Actor::user(user_id)).await?;
                Ok(LeaveOutcome::LobbyCancelled)
            }
            GameStatus::Lobby => {
                if !self.store.remove_lobby_seat(game_id, user_id).await? {
                    return Err(ServiceError::NotSeated);
                }
                self.changed(game_id);
                Ok(LeaveOutcome::Left(Box::new(self.load(game_id).await?)))
            }
            GameStatus::Active => Ok(LeaveOutcome::Resigned(Box::new(
                self.resign(game_id, user_id).await?,
            ))),
            _ => Err(ServiceError::NotActive),
        }
    }

    /// Cancels a lobby or running game; only its host or a manager may.
    pub async fn cancel(&self, game_id: GameId, by: Actor) -> Result<(), ServiceError> {
        let row = match self.store.game(game_id).await {
            Ok(row) => row,
            Err(StoreError::GameNotFound(id)) => return Err(ServiceError::NoSuchGame(id)),
            // Cancelling must work even when the row cannot be read, or a broken game could
            // occupy its channel; only managers may do that since the host is unknown.
            Err(StoreError::Corrupt { .. }) if by.is_manager => {
                self.store
                    .close_game(game_id, GameStatus::Cancelled, self.now())
                    .await?;
                return Ok(());
            }
            Err(err) => return Err(err.into()),
        };
        if !(by.is_manager || by.user_id == row.host_id) {
            return Err(ServiceError::NotHost);
        }
        if !self
            .store
            .close_game(game_id, GameStatus::Cancelled, self.now())
            .await?
        {
            return Err(ServiceError::NotActive);
        }
        tracing::info!(game_id, by = by.user_id, "game cancelled");
        self.changed(game_id);
        Ok(())
    }

    /// Starts a lobby: seat order is join order, the engine deals from the lobby's seed.
    pub async fn start(&self, game_id: GameId, by: Actor) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        if loaded.status() != GameStatus::Lobby {
            return Err(ServiceError::NotALobby);
        }
        let players = loaded.seats.len();
        if players < MIN_PLAYERS {
            return Err(ServiceError::NotEnoughPlayers {
                have: players,
                min: MIN_PLAYERS,
            });
        }
        let mut config = loaded.config.clone();
        config.players = players;
        apply_quick_game(&mut config, &loaded.settings);
        let game = Game::new(config.clone(), loaded.row.seed)?;
        let now = self.now();
        let deadlines = self.deadlines_for(&loaded.settings, now);
        let config_json = encode(&config)?;
        let state = encode(&game)?;
        let start = StartGame {
            game_id,
            players,
            config: &config_json,
            state: &state,
            turn: game.turn(),
            deadlines: &deadlines,
            now,
        };
        if !self.store.start_game(&start).await? {
            // Someone joined, left or cancelled between our read and the write.
            let status = self.store.game(game_id).await?.status;
            return Err(if status == GameStatus::Lobby {
                ServiceError::StaleTurn
            } else {
                ServiceError::NotALobby
            });
        }
        tracing::info!(game_id, players, "game started");
        self.changed(game_id);
        self.load(game_id).await
    }

    /// Changes a game's timers (effective from the next turn) or, in the lobby, the
    /// quick-game option and the tile counter. Host or manager only.
    pub async fn set_settings(
        &self,
        game_id: GameId,
        by: Actor,
        settings: Settings,
    ) -> Result<(), ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        match loaded.status() {
            GameStatus::Lobby => {
                let mut config = loaded.config.clone();
                apply_quick_game(&mut config, &settings);
                if !self
                    .store
                    .set_lobby_config(game_id, &encode(&config)?, self.now())
                    .await?
                {
                    return Err(ServiceError::NotALobby);
                }
            }
            GameStatus::Active if settings.quick_game != loaded.settings.quick_game => {
                return Err(ServiceError::QuickGameLocked)
            }
            // Purists agree on it before the first tile, like the rules.
            GameStatus::Active if settings.tile_counter != loaded.settings.tile_counter => {
                return Err(ServiceError::TileCounterLocked)
            }
            // Everyone knows before the first tile whether hints are allowed.
            GameStatus::Active if settings.hints != loaded.settings.hints => {
                return Err(ServiceError::HintsLocked)
            }
            GameStatus::Active => {}
            _ => return Err(ServiceError::NotActive),
        }
        self.store.set_settings(game_id, &settings).await?;
        self.changed(game_id);
        Ok(())
    }
}

impl GameService {
    /// Sets the language of a lobby's game (its channel messages and pictures, the lobby
    /// included). The host's or a manager's call, while the game is a lobby: everyone reads
    /// the game in the language they joined it in.
    pub async fn set_language(
        &self,
        game_id: GameId,
        by: Actor,
        language: Lang,
    ) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        if loaded.status() != GameStatus::Lobby {
            return Err(ServiceError::NotALobby);
        }
        let settings = Settings {
            language,
            ..loaded.settings
        };
        // `set_settings` stores them only while the game is still a lobby.
        self.set_settings(game_id, by, settings).await?;
        self.load(game_id).await
    }

    /// Switches an expansion on or off in a lobby. Host or manager only; rules that cannot
    /// be played together are refused with the engine's reason and change nothing.
    pub async fn set_expansion(
        &self,
        game_id: GameId,
        by: Actor,
        expansion: Expansion,
        on: bool,
    ) -> Result<LoadedGame, ServiceError> {
        self.edit_lobby_rules(game_id, by, |config| {
            config.set(expansion, on);
            Ok(())
        })
        .await
    }

    /// Sets a rule variant of a lobby, with the same checks as [`Self::set_expansion`].
    pub async fn set_variant(
        &self,
        game_id: GameId,
        by: Actor,
        key: &str,
        value: &str,
    ) -> Result<LoadedGame, ServiceError> {
        self.edit_lobby_rules(game_id, by, |config| {
            config.set_variant(key, value)?;
            Ok(())
        })
        .await
    }

    /// Changes a lobby's rules: the host's or a manager's call, validated by the engine, and
    /// stored only while the game is still a lobby.
    async fn edit_lobby_rules(
        &self,
        game_id: GameId,
        by: Actor,
        edit: impl FnOnce(&mut GameConfig) -> Result<(), ServiceError>,
    ) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        if loaded.status() != GameStatus::Lobby {
            return Err(ServiceError::NotALobby);
        }
        let mut config = loaded.config.clone();
        edit(&mut config)?;
        config.validate()?;
        if !self
            .store
            .set_lobby_config(game_id, &encode(&config)?, self.now())
            .await?
        {
            return Err(ServiceError::NotALobby);
        }
        self.changed(game_id);
        self.load(game_id).await
    }
}

/// Serialises something the service stores; engine types always serialise, so a failure
/// here is a bug worth reporting rather than a panic.
pub(super) fn encode<T: serde::Serialize>(value: &T) -> Result<String, ServiceError> {
    serde_json::to_string(value)
        .map_err(|err| ServiceError::Internal(format!("cannot encode game data: {err}")))
}
